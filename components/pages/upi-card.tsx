import { toString as qrSvg } from 'qrcode';
import { buttonClass } from '@/components/ui/button';
import { supportUs as page } from '@/content/support-us';

/** The support page's UPI payment link as a QR code (drawn on the server), its ID and a button. */
export async function UpiCard({ link }: { link: string }) {
  const qr = await qrSvg(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return (
    <aside
      aria-labelledby="upi-heading"
      className="h-fit rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:w-72"
    >
      <h2 id="upi-heading" className="font-display text-xl font-bold text-brand">
        {page.qrCaption}
      </h2>
      <div
        role="img"
        aria-label={`UPI QR code for ${page.upiId}`}
        className="mx-auto mt-4 w-56 [&_svg]:h-auto [&_svg]:w-full"
        dangerouslySetInnerHTML={{ __html: qr }}
      />
      <p className="mt-4 text-sm text-muted">{page.upiIdLabel}</p>
      <p className="font-mono text-lg font-semibold break-all">{page.upiId}</p>
      <a href={link} className={buttonClass('primary', 'mt-5 w-full px-6')}>
        {page.button}
      </a>
    </aside>
  );
}

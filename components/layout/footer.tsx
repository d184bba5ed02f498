import type { ReactNode } from 'react';
import { RouteLink } from '@/components/ui/route-link';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { toString as qrSvg } from 'qrcode';
import { footerLinks } from '@/content/navigation';
import { phoneHref, site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';
import { siteUrl } from '@/lib/site-url';
import { copyrightLine } from './copyright';

type GlyphProps = { className?: string };

// lucide-react has no brand icons; these are minimal outline glyphs in the same 24px stroke style.
const glyph = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** A footer glyph: `shapes` drawn in the shared outline style. */
function glyphOf(shapes: ReactNode) {
  return function Glyph({ className }: GlyphProps) {
    return (
      <svg {...glyph} className={className}>
        {shapes}
      </svg>
    );
  };
}

const InstagramGlyph = glyphOf(
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" />
  </>,
);

const FacebookGlyph = glyphOf(
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
);

const YoutubeGlyph = glyphOf(
  <>
    <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </>,
);

const WhatsappGlyph = glyphOf(
  <>
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z" />
  </>,
);

/** Only the profiles and lines the school has set (content/site.ts): an unset one is left out. */
function schoolLines() {
  const chat = whatsappLink();
  const phone = phoneHref();
  const socials = [
    { label: 'Instagram', href: site.social.instagram, Icon: InstagramGlyph },
    { label: 'Facebook', href: site.social.facebook, Icon: FacebookGlyph },
    { label: 'YouTube', href: site.social.youtube, Icon: YoutubeGlyph },
    { label: 'WhatsApp', href: chat, Icon: WhatsappGlyph },
  ].flatMap((s) => (isSet(s.href) ? [{ ...s, href: s.href }] : []));

  const contactLines = [
    ...(phone && isSet(site.contact.phone)
      ? [{ Icon: Phone, value: site.contact.phone, href: phone, hint: 'Call' }]
      : []),
    ...(chat
      ? [{ Icon: MessageCircle, value: 'Chat on WhatsApp', href: chat, hint: undefined }]
      : []),
    ...(isSet(site.contact.email)
      ? [
          {
            Icon: Mail,
            value: site.contact.email,
            href: `mailto:${site.contact.email}`,
            hint: 'E-mail',
          },
        ]
      : []),
    { Icon: MapPin, value: site.contact.office, href: site.contact.mapsUrl, hint: 'Open in maps' },
  ];
  return { socials, contactLines };
}

const link = 'underline-offset-4 hover:underline';
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The public site's footer (spec §2): links, logo, social links, the 'Scan for more' QR code and
 * the copyright line. A server component: the QR code is drawn as SVG at render, no client JS.
 */
export async function SiteFooter() {
  const url = siteUrl();
  const { socials, contactLines } = schoolLines();
  const qr = await qrSvg(url, { type: 'svg', margin: 1 });

  return (
    // White focus rings: the global brand-red outline is under 3:1 against the dark background.
    <footer className="bg-ink text-white [&_:focus-visible]:outline-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.3fr_auto]">
        <div>
          <RouteLink href="/" className="font-display text-2xl font-bold text-white">
            {site.name}
          </RouteLink>
          <p className="mt-3 max-w-xs text-sm text-white/80">{site.tagline}</p>
          {socials.length ? (
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {socials.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    {...external}
                    aria-label={`${label} (opens in a new tab)`}
                    className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {footerLinks.map((item) => (
              <li key={item.href}>
                <RouteLink href={item.href} className={link}>
                  {item.label}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>

        <address className="not-italic">
          <ul className="space-y-3 text-sm">
            {contactLines.map(({ Icon, value, href, hint }) => {
              const isExternal = href.startsWith('http');
              return (
                <li key={href} className="flex items-start gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-white/80" />
                  <a href={href} {...(isExternal ? external : {})} className={link}>
                    {value}
                    {hint || isExternal ? (
                      <span className="sr-only">
                        {' '}
                        (
                        {[hint, isExternal ? 'opens in a new tab' : undefined]
                          .filter(Boolean)
                          .join(', ')}
                        )
                      </span>
                    ) : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </address>

        <figure className="w-32">
          <div
            role="img"
            aria-label={`QR code linking to ${url}`}
            className="rounded-lg bg-white p-1.5 [&_svg]:block [&_svg]:size-full"
            dangerouslySetInnerHTML={{ __html: qr }}
          />
          <figcaption className="mt-2 text-center text-sm text-white/80">Scan for more</figcaption>
        </figure>
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-5 text-sm text-white/80">{copyrightLine()}</p>
      </div>
    </footer>
  );
}

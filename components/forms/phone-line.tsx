import { phoneHref, site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';

/**
 * The school's phone as a link, with '(call or WhatsApp)' when WhatsApp is set; nothing while the
 * phone is unset (content/site.ts). Used in failure messages and on pages that offer the line.
 */
/** `message`: the WhatsApp chat's opening text, when the page has its own. */
export function PhoneLine({ linkClass, message }: { linkClass: string; message?: string }) {
  const phone = phoneHref();
  const chat = whatsappLink(message);
  if (!phone || !isSet(site.contact.phone)) return null;
  return (
    <>
      <a href={phone} className={linkClass}>
        {site.contact.phone}
      </a>
      {chat ? (
        <>
          {' '}
          (call or{' '}
          <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClass}>
            WhatsApp
          </a>
          )
        </>
      ) : null}
    </>
  );
}

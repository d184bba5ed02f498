import { RouteLink } from '@/components/ui/route-link';

const linkClass = 'font-semibold text-brand underline underline-offset-2';

/** The words that agree to the terms and the privacy policy, with a link to each. */
export function TermsLinks({
  text,
}: {
  text: { termsBefore: string; terms: string; termsBetween: string; privacy: string };
}) {
  return (
    <>
      {text.termsBefore}
      <RouteLink href="/t&c" className={linkClass}>
        {text.terms}
      </RouteLink>
      {text.termsBetween}
      <RouteLink href="/privacy-policy" className={linkClass}>
        {text.privacy}
      </RouteLink>
    </>
  );
}

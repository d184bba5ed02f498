import { RouteLink } from '@/components/ui/route-link';
import { buttonClass } from '@/components/ui/button';

/** Spec §2: the text of the 404 page, with the way back to where the visitor can go on. */
export function NotFoundMessage({
  href = '/',
  action = 'Go to the home page',
  children = 'The page you asked for does not exist or has moved. The home page has all our courses.',
}: {
  href?: string;
  action?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center">
      <h1 className="font-display text-4xl font-bold text-brand">404 page not found</h1>
      <p className="max-w-md text-muted">{children}</p>
      <RouteLink href={href} className={buttonClass('primary', 'min-h-12')}>
        {action}
      </RouteLink>
    </div>
  );
}

import { RouteLink } from '@/components/ui/route-link';

/**
 * The line under a practice page's lead that sends a visitor to the orientation test first:
 * `before` the link, then `after` it.
 */
export function OrientationTestNote({ before, after }: { before?: string; after: string }) {
  return (
    <p className="mt-3">
      {before}
      <RouteLink
        href="/orientation-test"
        className="font-semibold text-brand underline underline-offset-4"
      >
        Take the orientation test
      </RouteLink>{' '}
      {after}
    </p>
  );
}

import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = { title: 'Not found', robots: { index: false } };

// A lead, an enrolment, a course or a batch that does not exist (or no longer does): said inside
// the back office's layout, with the way back to its overview.
export default function AdminNotFound() {
  return (
    <NotFoundMessage href="/admin" action="Back to the back office">
      Nothing here: it may have been deleted, or the address is mistyped.
    </NotFoundMessage>
  );
}

import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// A notFound() in a public page: '404 page not found' inside the (site) layout, which gives the
// header and footer. Holds only the text: every page's payload carries its not-found files.
// Unmatched URLs get app/global-not-found.tsx.
export default function NotFound() {
  return <NotFoundMessage />;
}

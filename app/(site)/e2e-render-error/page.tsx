import { connection } from 'next/server';
import { notFound } from 'next/navigation';

// Test-only: the e2e server sets E2E_RENDER_ERROR=1 so a browser test can see what a visitor gets
// when a page fails to render in the production build (app/(site)/error.tsx) and check the server
// log. Without the variable (every real deployment) this URL is a plain 404.
export const metadata = { robots: { index: false } };

export default async function RenderErrorProbe() {
  await connection(); // rendered per request, so the variable is read at run time, not at build
  if (process.env.E2E_RENDER_ERROR !== '1') notFound();
  throw new Error('E2E render error probe: thrown on purpose by a test-only route');
}

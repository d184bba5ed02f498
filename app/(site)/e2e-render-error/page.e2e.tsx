import { connection } from 'next/server';
import { notFound } from 'next/navigation';

// Test-only (`.e2e.tsx`: a route only in the build made for the e2e suite, scripts/lib/build.mjs;
// the production build has no such page): the e2e server sets E2E_RENDER_ERROR=1 so a browser test
// can see what a visitor gets when a page fails to render (app/(site)/error.tsx) and check the
// server log. Without the variable this URL is a plain 404.
export const metadata = { robots: { index: false } };

export default async function RenderErrorProbe() {
  await connection(); // rendered per request, so the variable is read at run time, not at build
  if (process.env.E2E_RENDER_ERROR !== '1') notFound();
  throw new Error('E2E render error probe: thrown on purpose by a test-only route');
}

import { notFound } from 'next/navigation';

// Test-only (`.e2e.tsx`: a route only in the build made for the e2e suite, scripts/lib/build.mjs;
// the production build has no such page): a page prerendered at build that the e2e server
// regenerates at run time (app/api/e2e/revalidate), so a browser test can check that a regenerated
// page is served with a Content-Security-Policy matching its own new inline scripts. Without
// E2E_REVALIDATE=1 it is a plain 404, at build and after.
export const metadata = { robots: { index: false } };

export default function RegeneratedPageProbe() {
  if (process.env.E2E_REVALIDATE !== '1') notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold">Regenerated page probe</h1>
      <p>
        Rendered at <time data-testid="rendered-at">{new Date().toISOString()}</time>
      </p>
    </div>
  );
}

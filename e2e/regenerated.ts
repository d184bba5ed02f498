import { expect, type APIRequestContext } from '@playwright/test';

// The test-only probe page (app/(site)/e2e-regenerated/page.e2e.tsx, only in the e2e suite's build):
// prerendered at build as a 404, regenerated at run time by POST /api/e2e/revalidate
// (revalidatePath) on the e2e server.

export type Probe = { html: string; policy: string; renderedAt: string | undefined };

export async function fetchProbe(request: APIRequestContext): Promise<Probe> {
  const res = await request.get('/e2e-regenerated');
  const html = await res.text();
  return {
    html,
    policy: res.headers()['content-security-policy'] ?? '',
    renderedAt: res.ok() ? /data-testid="rendered-at">([^<]+)</.exec(html)?.[1] : undefined,
  };
}

/**
 * Regenerates the probe twice (the first turns the build's 404 into the page) and returns it as
 * served before and after the second: both rendered by the running server after a revalidatePath,
 * each with inline scripts of its own that the build never saw.
 */
export async function regenerateProbe(
  request: APIRequestContext,
): Promise<{ before: Probe; after: Probe }> {
  expect((await request.post('/api/e2e/revalidate')).status()).toBe(200);
  let before = await fetchProbe(request);
  await expect.poll(async () => (before = await fetchProbe(request)).renderedAt).toBeTruthy();
  expect(before.html).toContain('Regenerated page probe');

  expect((await request.post('/api/e2e/revalidate')).status()).toBe(200);
  let after = before;
  await expect
    .poll(async () => (after = await fetchProbe(request)).renderedAt, { timeout: 20_000 })
    .not.toBe(before.renderedAt);
  expect(after.renderedAt, 'the regenerated probe is served, not a 404').toBeTruthy();
  return { before, after };
}

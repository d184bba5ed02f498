import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test, type TestInfo } from '@playwright/test';
import { regenerateProbe } from './regenerated';

// Mozilla HTTP Observatory (@mdn/mdn-http-observatory, offline) against this run's production
// server behind a local HTTPS front, as deployed: TLS at the proxy, HTTP redirected to HTTPS.
// scripts/observatory.mjs does the work (the front takes the two ports after the server's); its
// first run installs the pinned scanner from the npm registry into node_modules/.cache.

async function expectAPlus(baseURL: string, pagePath: string, testInfo: TestInfo) {
  const port = new URL(baseURL).port;
  const child = spawn(
    process.execPath,
    [
      path.join(__dirname, '..', 'scripts', 'observatory.mjs'),
      '--url',
      baseURL,
      '--port',
      port,
      '--path',
      pagePath,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  console.log(out.trim());
  const grade = /Mozilla HTTP Observatory: (\S+) \((\d+)\/100\)/.exec(out);
  testInfo.annotations.push({
    type: 'observatory',
    description: `${pagePath}: ${grade ? `${grade[1]} (${grade[2]}/100)` : 'no grade'}`,
  });
  expect(out).toContain(`Page scanned: ${pagePath}`);
  expect(grade?.[1], out).toBe('A+');
  expect(out).not.toMatch(/^\s+FAIL /m);
  expect(code, out).toBe(0);
}

test('the Mozilla HTTP Observatory grades the site A+ with no test failing', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  await expectAPlus(baseURL!, '/', testInfo);
});

test('a page regenerated at run time by revalidatePath is graded A+ too', async ({
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await regenerateProbe(request);
  await expectAPlus(baseURL!, '/e2e-regenerated', testInfo);
});

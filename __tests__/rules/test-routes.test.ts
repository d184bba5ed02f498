import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testRouteFiles, testRoutesIn } from '@/scripts/lib/build.mjs';

// No test-only code in the production build: the e2e suite's probes are `*.e2e.tsx` / `*.e2e.ts`
// files, routes only when next.config.mjs is loaded with TEST_ROUTES=1 (the e2e suite's build);
// a production build checks its own route list and fails on any of them (scripts/lib/build.mjs).

const root = path.join(__dirname, '..', '..');

function pageExtensions(testRoutes: string): string[] {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { default: c } = await import('./next.config.mjs'); process.stdout.write(JSON.stringify(c.pageExtensions));",
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, TEST_ROUTES: testRoutes } },
  );
  return JSON.parse(out);
}

function appFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) appFiles(p, out);
    else out.push(path.relative(root, p));
  }
  return out;
}

describe('test-only routes', () => {
  it('are routes only in a build made for the tests', () => {
    expect(pageExtensions('0').some((e) => e.includes('e2e'))).toBe(false);
    expect(pageExtensions('1')).toEqual(expect.arrayContaining(['e2e.tsx', 'e2e.ts']));
  });

  it('are every app/ file that switches on for the e2e server, and only those', () => {
    const switched = appFiles(path.join(root, 'app')).filter((f) =>
      /process\.env\.E2E_/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(switched.sort()).toEqual(testRouteFiles().sort());
    expect(switched.length).toBeGreaterThan(0);
  });

  it('are found in a build that has them, so a production build with one fails', () => {
    const files = [
      'app/(site)/e2e-regenerated/page.e2e.tsx',
      'app/api/e2e/revalidate/route.e2e.ts',
    ].map((f) => f.split('/').join(path.sep));
    const production = { '/(site)/faqs/page': '/faqs', '/api/health/route': '/api/health' };
    expect(testRoutesIn(production, files)).toEqual([]);
    const leaked = {
      ...production,
      '/(site)/e2e-regenerated/page': '/e2e-regenerated',
      '/api/e2e/revalidate/route': '/api/e2e/revalidate',
    };
    expect(testRoutesIn(leaked, files).sort()).toEqual(['/api/e2e/revalidate', '/e2e-regenerated']);
  });

  it('finds a planted test-only file by its name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'test-routes-'));
    try {
      mkdirSync(path.join(dir, 'probe'), { recursive: true });
      writeFileSync(path.join(dir, 'probe', 'page.e2e.tsx'), 'export default null;');
      writeFileSync(path.join(dir, 'probe', 'layout.tsx'), 'export default null;');
      expect(testRouteFiles(dir).map((f) => path.basename(f))).toEqual(['page.e2e.tsx']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are absent from the production build in .next, when there is one', () => {
    const stamp = path.join(root, '.next', 'source-hash');
    const manifest = path.join(root, '.next', 'app-path-routes-manifest.json');
    let text: string;
    let routes: Record<string, string>;
    try {
      text = readFileSync(stamp, 'utf8');
      routes = JSON.parse(readFileSync(manifest, 'utf8'));
    } catch {
      return; // no finished build here: the build itself checks (scripts/lib/build.mjs)
    }
    const found = testRoutesIn(routes, testRouteFiles());
    if (text.includes('test-routes')) expect(found.length).toBeGreaterThan(0);
    else expect(found).toEqual([]);
  });
});

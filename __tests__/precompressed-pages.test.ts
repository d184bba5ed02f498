import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// scripts/lib/precompressed-pages.mjs: the prerendered pages as brotli, made once after the build.
const moduleUrl = path.join(process.cwd(), 'scripts', 'lib', 'precompressed-pages.mjs');

const compressPages = (distDir: string): unknown =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { compressPages } from ${JSON.stringify(moduleUrl)};
         console.log(JSON.stringify(compressPages(${JSON.stringify(distDir)})));`,
      ],
      { encoding: 'utf8' },
    ),
  );

describe('prerendered pages as brotli', () => {
  let dist: string;
  const app = (...p: string[]) => path.join(dist, 'server', 'app', ...p);

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'pages-br-'));
    mkdirSync(app('(site)'), { recursive: true });
    // The manifest names pages and route handlers; only pages have HTML.
    writeFileSync(
      path.join(dist, 'prerender-manifest.json'),
      JSON.stringify({ routes: { '/': {}, '/ContactUs': {}, '/robots.txt': {} } }),
    );
    writeFileSync(app('index.html'), `<!DOCTYPE html><p>${'Bonjour '.repeat(500)}</p>`);
    writeFileSync(app('ContactUs.html'), `<!DOCTYPE html><p>${'Écrivez-nous '.repeat(300)}</p>`);
    // Not in the manifest (rendered per request): left alone.
    writeFileSync(app('(site)', 'other.html'), '<p>per request</p>');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const brOf = (file: string) => zlib.brotliDecompressSync(readFileSync(`${file}.br`));

  it('writes one .br per prerendered page, and again only when the page changed', () => {
    expect(compressPages(dist)).toBe(2);
    expect(brOf(app('index.html')).equals(readFileSync(app('index.html')))).toBe(true);
    expect(brOf(app('ContactUs.html')).equals(readFileSync(app('ContactUs.html')))).toBe(true);
    expect(existsSync(app('(site)', 'other.html.br'))).toBe(false);
    expect(compressPages(dist)).toBe(0);
    // The page changed after (its stylesheet inlined, say): its .br is made again.
    writeFileSync(app('index.html'), '<!DOCTYPE html><style>p{}</style><p>Bonjour</p>');
    expect(compressPages(dist)).toBe(1);
    expect(brOf(app('index.html')).toString('utf8')).toBe(
      '<!DOCTYPE html><style>p{}</style><p>Bonjour</p>',
    );
  });
});

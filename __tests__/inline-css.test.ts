import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/lib/inline-css.mjs: the stylesheets of a build's prerendered pages, inlined after the
// build. An ES module of the scripts, so it runs in a child process as the server runs it.
const moduleUrl = path.join(process.cwd(), 'scripts', 'lib', 'inline-css.mjs');

function call(fn: string, ...args: unknown[]): unknown {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as m from ${JSON.stringify(moduleUrl)};
       const r = m[${JSON.stringify(fn)}](...${JSON.stringify(args)});
       console.log(JSON.stringify(r ?? null));`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

const SHEET = '/_next/static/chunks/site.css';
const link = (href: string, extra = '') =>
  `<link rel="stylesheet" href="${href}" data-precedence="next"${extra}/>`;
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><p>Bonjour</p></body></html>`;

describe('stylesheets inlined into prerendered pages', () => {
  let dist: string;
  const css =
    '@font-face{font-family:playfair;src:url(../media/p.woff2)format("woff2")}' +
    '.a{background:url("../media/bg.svg?v=1#x")}.b{background:url(data:image/png;base64,AAA)}' +
    '.c{background:url(/abs.png)}.d{background:url(https://cdn.example/x.png)}';

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app', '(site)'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'route-cache', 'APP_PAGE', 'abc', '$'), {
      recursive: true,
    });
    writeFileSync(path.join(dist, 'static', 'chunks', 'site.css'), css);
    writeFileSync(path.join(dist, 'static', 'chunks', 'extra.css'), '.e{color:red}');
    writeFileSync(path.join(dist, 'server', 'app', 'index.html'), page(link(SHEET)));
    writeFileSync(
      path.join(dist, 'server', 'route-cache', 'APP_PAGE', 'abc', '$', 'index.html'),
      page(link(SHEET)),
    );
    writeFileSync(
      path.join(dist, 'server', 'app', '(site)', 'two.html'),
      page(link(SHEET) + link('/_next/static/chunks/extra.css')),
    );
    // Names a stylesheet the build does not have: left alone rather than half done.
    writeFileSync(
      path.join(dist, 'server', 'app', 'gone.html'),
      page(link('/_next/static/chunks/missing.css')),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const read = (...p: string[]) => readFileSync(path.join(dist, 'server', ...p), 'utf8');

  it('puts the rules before a disabled link, with relative urls made absolute; once', () => {
    expect(call('inlineBuildStylesheets', dist)).toBe(3);
    const html = read('app', 'index.html');
    const expected =
      '@font-face{font-family:playfair;src:url(/_next/static/media/p.woff2)format("woff2")}' +
      '.a{background:url("/_next/static/media/bg.svg?v=1#x")}' +
      '.b{background:url(data:image/png;base64,AAA)}' +
      '.c{background:url(/abs.png)}.d{background:url(https://cdn.example/x.png)}';
    expect(html).toBe(
      page(`<style data-inlined="${SHEET}">${expected}</style>${link(SHEET, ' disabled=""')}`),
    );
    // The copy Next 16 serves from is done the same way.
    expect(read('route-cache', 'APP_PAGE', 'abc', '$', 'index.html')).toBe(html);
    // Two sheets keep their order: each one's rules just before its own link.
    expect(read('app', '(site)', 'two.html')).toBe(
      page(
        `<style data-inlined="${SHEET}">${expected}</style>${link(SHEET, ' disabled=""')}` +
          `<style data-inlined="/_next/static/chunks/extra.css">.e{color:red}</style>` +
          link('/_next/static/chunks/extra.css', ' disabled=""'),
      ),
    );
    expect(read('app', 'gone.html')).toBe(page(link('/_next/static/chunks/missing.css')));
    // Again: nothing to do, and nothing inlined twice.
    expect(call('inlineBuildStylesheets', dist)).toBe(0);
    expect(read('app', 'index.html')).toBe(html);
    const left = readdirSync(path.join(dist, 'server'), { recursive: true }).map(String);
    expect(left.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  /** inlineStylesheets on each page, its stylesheets read from `sheets`, in a child process. */
  function inlineEach(pages: string[], sheets: Record<string, string>): unknown {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { inlineStylesheets } from ${JSON.stringify(moduleUrl)};
         let input = '';
         for await (const chunk of process.stdin) input += chunk;
         const { pages, sheets } = JSON.parse(input);
         console.log(JSON.stringify(pages.map((p) => inlineStylesheets(p, (h) => sheets[h] ?? null))));`,
      ],
      { encoding: 'utf8', input: JSON.stringify({ pages, sheets }) },
    );
    return JSON.parse(out);
  }

  it('leaves a page alone when a sheet could close the <style> early, or is too big', () => {
    const sheets = {
      [SHEET]: '.a::after{content:"</style><script>alert(1)</script>"}',
      '/_next/static/chunks/big.css': `.b{color:red}${' '.repeat(200 * 1024)}`,
    };
    const pages = Object.keys(sheets).map((href) => page(link(href)));
    expect(inlineEach(pages, sheets)).toEqual([null, null]);
  });

  it('does nothing to a page without a head or without a stylesheet', () => {
    const pages = ['<p>no head</p>', page('<title>x</title>')];
    expect(inlineEach(pages, { [SHEET]: '.a{}' })).toEqual([null, null]);
  });
});

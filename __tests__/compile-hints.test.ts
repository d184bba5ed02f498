import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// scripts/lib/precompressed.mjs: the production server's preparation of a build's static files.
// An ES module of the scripts, so it runs in a child process as the server runs it.
const HINT = '//# allFunctionsCalledOnLoad\n';
const moduleUrl = path.join(process.cwd(), 'scripts', 'lib', 'precompressed.mjs');

function run(step: 'prepareStatic' | 'addCompileHints', distDir: string): unknown {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as m from ${JSON.stringify(moduleUrl)};
       console.log(JSON.stringify(m[${JSON.stringify(step)}](${JSON.stringify(distDir)}) ?? null));`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

describe('compile hints for the build scripts', () => {
  let dist: string;
  const big = `(globalThis.TURBOPACK||=[]).push([${'"x",'.repeat(600)}]);`;

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks', 'nested'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'build-id'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'small.js'), 'self.a=1;');
    writeFileSync(path.join(dist, 'static', 'chunks', 'big.js'), big);
    // A brotli file made from the script before it had its hint: stale once the hint is added.
    writeFileSync(path.join(dist, 'static', 'chunks', 'big.js.br'), zlib.brotliCompressSync(big));
    writeFileSync(path.join(dist, 'static', 'chunks', 'nested', 'deep.js'), 'self.b=2;');
    writeFileSync(
      path.join(dist, 'static', 'chunks', 'page.css'),
      `body{color:red}${' '.repeat(2000)}`,
    );
    writeFileSync(path.join(dist, 'static', 'build-id', '_buildManifest.js'), 'self.m={};');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const read = (...p: string[]) => readFileSync(path.join(dist, 'static', ...p), 'utf8');

  it('puts the hint on the first line of every chunk script, once', () => {
    expect(run('addCompileHints', dist)).toBe(3);
    expect(read('chunks', 'small.js')).toBe(`${HINT}self.a=1;`);
    expect(read('chunks', 'big.js')).toBe(HINT + big);
    expect(read('chunks', 'nested', 'deep.js')).toBe(`${HINT}self.b=2;`);
    // Not scripts, or not chunks: left as built.
    expect(read('chunks', 'page.css').startsWith('body{')).toBe(true);
    expect(read('build-id', '_buildManifest.js')).toBe('self.m={};');
    // Again: nothing to do, and no second hint.
    expect(run('addCompileHints', dist)).toBe(0);
    expect(read('chunks', 'small.js')).toBe(`${HINT}self.a=1;`);
  });

  it('drops a brotli file made before the hint, and prepareStatic makes it again from the hinted script', () => {
    run('addCompileHints', dist);
    expect(existsSync(path.join(dist, 'static', 'chunks', 'big.js.br'))).toBe(false);

    run('prepareStatic', dist);
    const br = readFileSync(path.join(dist, 'static', 'chunks', 'big.js.br'));
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(HINT + big);
    const css = readFileSync(path.join(dist, 'static', 'chunks', 'page.css.br'));
    expect(zlib.brotliDecompressSync(css).toString('utf8')).toBe(read('chunks', 'page.css'));
  });

  it('prepareStatic hints and compresses a fresh build in one go', () => {
    rmSync(path.join(dist, 'static', 'chunks', 'big.js.br'));
    run('prepareStatic', dist);
    expect(read('chunks', 'big.js').startsWith(HINT)).toBe(true);
    const br = readFileSync(path.join(dist, 'static', 'chunks', 'big.js.br'));
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(HINT + big);
    // Each file is written beside itself and renamed over it: no temporary file stays behind.
    const left = readdirSync(path.join(dist, 'static'), { recursive: true }).map(String);
    expect(left.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

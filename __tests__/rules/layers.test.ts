import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLayers, EXCEPTIONS } from '@/scripts/lib/layers.mjs';

// ARCHITECTURE.md's layers, checked: app/ → components/ → lib/ → content/, nothing upward, lib/
// nothing from scripts/, no import cycle. The checker runs on the tree, then on planted violations
// (each must be reported, so the check can fail).

const root = path.join(__dirname, '..', '..');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const clean = {
  'app/page.tsx': "import { Card } from '@/components/card';\nexport default Card;\n",
  'components/card.tsx':
    "import { words } from '../content/words';\nimport { day } from '@/lib/day';\nexport const Card = () => `${words} ${day}`;\n",
  'lib/day.ts': "import { words } from '@/content/words';\nexport const day = words;\n",
  'content/words.ts': "export const words = 'Bonjour';\n",
  'scripts/run.mjs': "import { day } from '../lib/day';\nconsole.log(day);\n",
  'proxy.ts': "import { day } from '@/lib/day';\nexport const proxy = day;\n",
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const check = (files: Record<string, string>) => {
  const dir = tree(files);
  dirs.push(dir);
  return checkLayers(dir);
};

describe('the layers', () => {
  it('hold in this tree, with no exception left unexplained', () => {
    expect(checkLayers(root)).toEqual([]);
    for (const e of EXCEPTIONS) expect(e.why.length).toBeGreaterThan(10);
  });

  it('hold in a small clean tree (down the layers, proxy.ts and scripts/ importing lib/)', () => {
    expect(check(clean)).toEqual([]);
  });

  it.each([
    [
      'content/ importing lib/',
      'content/more.ts',
      "import { day } from '@/lib/day';\nexport const more = day;\n",
      'content/more.ts imports lib/day.ts',
    ],
    [
      'lib/ importing components/',
      'lib/bad.ts',
      "export { Card } from '../components/card';\n",
      'lib/bad.ts imports components/card.tsx',
    ],
    [
      'lib/ importing app/ dynamically',
      'lib/bad.ts',
      "export const p = () => import('@/app/page');\n",
      'lib/bad.ts imports app/page.tsx',
    ],
    [
      'lib/ importing scripts/',
      'lib/bad.ts',
      "import '../scripts/run.mjs';\n",
      'lib/bad.ts imports scripts/run.mjs',
    ],
    [
      'a component importing app/',
      'components/bad.tsx',
      "import Page from '@/app/page';\nexport default Page;\n",
      'components/bad.tsx imports app/page.tsx',
    ],
    [
      'content/ importing components/',
      'content/bad.ts',
      "import type { Card } from '@/components/card';\nexport type C = typeof Card;\n",
      'content/bad.ts imports components/card.tsx',
    ],
  ])('fail on %s', (_what, file, text, said) => {
    const problems = check({ ...clean, [file]: text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(said);
  });

  it('fail on an import cycle inside one layer', () => {
    const problems = check({
      ...clean,
      'lib/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'lib/b.ts': "import { c } from './c';\nexport const b = c;\n",
      'lib/c.ts': "import { a } from '@/lib/a';\nexport const c = () => a;\n",
    });
    expect(problems).toEqual(['import cycle: lib/a.ts → lib/b.ts → lib/c.ts']);
  });

  it('count a cycle of what runs, not one closed by an `import type` (erased when compiled)', () => {
    const typeCycle = {
      ...clean,
      'lib/a.ts': "import { b } from './b';\nexport type A = { n: number };\nexport const a = b;\n",
      'lib/b.ts': "import type { A } from './a';\nexport const b: A | null = null;\n",
    };
    expect(check(typeCycle)).toEqual([]);
    const namedTypes = {
      ...typeCycle,
      'lib/b.ts': "import { type A } from './a';\nexport const b: A | null = null;\n",
    };
    expect(check(namedTypes)).toEqual([]);
    const runtime = {
      ...typeCycle,
      'lib/b.ts':
        "import { type A, a } from './a';\nexport const b: A | null = null;\nexport const c = () => a;\n",
    };
    expect(check(runtime)).toEqual(['import cycle: lib/a.ts → lib/b.ts']);
  });

  it('do not count an import written in a comment or a string', () => {
    const text =
      "// import { Card } from '@/components/card';\nexport const s = \"from '@/app/page'\";\n";
    expect(check({ ...clean, 'lib/quiet.ts': text })).toEqual([]);
  });

  it('fail on an upward import planted in a copy of this tree', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'layers-copy-'));
    dirs.push(dir);
    for (const top of ['app', 'components', 'lib', 'content']) {
      cpSync(path.join(root, top), path.join(dir, top), {
        recursive: true,
        filter: (src) => !src.includes(`${path.sep}generated`),
      });
    }
    expect(checkLayers(dir)).toEqual([]);
    writeFileSync(
      path.join(dir, 'content', 'planted.ts'),
      "import { formatDay } from '@/lib/dates';\nexport const when = formatDay('2026-01-01');\n",
    );
    expect(checkLayers(dir)).toEqual([
      'content/planted.ts imports lib/dates.ts: content/ may not import lib/',
    ]);
  });
});

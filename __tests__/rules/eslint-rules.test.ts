import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { RuleTester } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import local from '@/scripts/eslint/index.mjs';

// The project's own lint rules (scripts/eslint/), each on code it must accept and code it must
// refuse. RuleTester runs its cases as jest tests.

const root = process.cwd();
const at = (file: string) => path.join(root, file);

const tester = new RuleTester({
  languageOptions: {
    parser: tsParser,
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const rule = (name: string) => local.rules[name as keyof typeof local.rules] as never;

describe('local/ist-offset', () => {
  const offset = [{ messageId: 'offset' }];
  tester.run('ist-offset', rule('ist-offset'), {
    valid: [
      { filename: at('lib/dates.ts'), code: 'export const IST_OFFSET_MS = 330 * 60_000;' },
      { filename: at('lib/dates.ts'), code: "const s = d.replace('Z', '+05:30');" },
      {
        filename: at('lib/x.ts'),
        code: "import { indiaInstant } from '@/lib/dates';\nindiaInstant(day, '09:00');",
      },
      {
        filename: at('lib/x.ts'),
        code: 'const ms = 24 * 60 * 60 * 1000; const w = 330; const t = 5.5;',
      },
      { filename: at('content/x.ts'), code: 'export const salary = { min: 330000 };' },
      { filename: at('components/x.tsx'), code: 'const p = <path d="M130 186 96 330" />;' },
      { filename: at('lib/x.ts'), code: "const slot = '7:00-9:30 AM'; const t = '05:30 AM';" },
    ],
    invalid: [
      {
        filename: at('lib/courses/pricing.ts'),
        code: 'export const IST = (5 * 60 + 30) * 60 * 1000;',
        errors: offset,
      },
      { filename: at('lib/x.ts'), code: 'const o = 5.5 * 60 * 60 * 1000;', errors: offset },
      { filename: at('lib/x.ts'), code: 'const o = 19800000;', errors: offset },
      { filename: at('lib/x.ts'), code: 'const seconds = 19_800;', errors: offset },
      {
        filename: at('lib/reservations/slots.ts'),
        code: 'const IST_OFFSET_MIN = 330;',
        errors: offset,
      },
      {
        filename: at('app/page.tsx'),
        code: 'const d = new Date(t + 330 * 60_000);',
        errors: offset,
      },
      { filename: at('lib/x.ts'), code: 'const m = offset * 330;', errors: offset },
      { filename: at('lib/x.ts'), code: 'const h = 5 * 60 + 30;', errors: offset },
      {
        filename: at('lib/admin/filters.ts'),
        code: 'new Date(`${day}T00:00:00+05:30`);',
        errors: offset,
      },
      { filename: at('lib/x.ts'), code: "new Date('2026-06-30T10:00:00+05:30');", errors: offset },
      { filename: at('lib/x.ts'), code: "const tz = 'GMT+0530';", errors: offset },
      { filename: at('components/x.tsx'), code: "const tz = 'UTC+5:30';", errors: offset },
    ],
  });
});

describe('local/no-fetch-in-components', () => {
  const fetchError = [{ messageId: 'fetch' }];
  tester.run('no-fetch-in-components', rule('no-fetch-in-components'), {
    valid: [
      {
        filename: at('components/x.tsx'),
        code: "import { postJson } from '@/lib/forms/submit';\npostJson('/api/a', {});",
      },
      { filename: at('components/x.tsx'), code: 'const r = { fetch: 1 }; r.fetch;' },
      { filename: at('components/x.tsx'), code: 'api.fetch(1);' },
    ],
    invalid: [
      {
        filename: at('components/dashboard/user-menu.tsx'),
        code: "await fetch('/api/account/sign-out-everywhere', { method: 'POST' });",
        errors: fetchError,
      },
      { filename: at('components/x.tsx'), code: "window.fetch('/api/a');", errors: fetchError },
      {
        filename: at('components/x.tsx'),
        code: "globalThis['fetch']('/api/a');",
        errors: fetchError,
      },
    ],
  });
});

describe('local/server-action-wrapper', () => {
  const wrap = [{ messageId: 'wrap' }];
  tester.run('server-action-wrapper', rule('server-action-wrapper'), {
    valid: [
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport const saveAction = staffAction(schema, async (input) => input);",
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport const a = adminAction(s, f), b = learnerAction(s, f);\nexport const c = publicAction(s, f);",
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nconst classChange = (s, k) => staffAction(s, k);\nexport const cancelAction = classChange(s, 'cancel');",
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nfunction change(s) { return adminAction(s, f); }\nexport const x = change(s);",
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport const a = staffAction.call(s, f);\nexport const b = adminAction.withState(s, f);",
      },
      { filename: at('lib/a.ts'), code: "'use server';\nexport type Result = { ok: boolean };" },
      { filename: at('lib/a.ts'), code: 'export async function notAnAction() {}' },
      { filename: at('lib/a.ts'), code: "export function f() { 'use server'; }" },
    ],
    invalid: [
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport async function saveAction(form) { return form; }",
        errors: wrap,
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport const saveAction = async (form) => form;",
        errors: wrap,
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport const saveAction = other.staffAction(s, f);",
        errors: wrap,
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport const saveAction = withSomethingElse(s, f);",
        errors: wrap,
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nconst helper = (s) => s;\nexport const saveAction = helper(s);",
        errors: wrap,
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nasync function saveAction() {}\nexport { saveAction };",
        errors: [{ messageId: 'list' }],
      },
      {
        filename: at('lib/a.ts'),
        code: "'use server';\nexport default async function save() {}",
        errors: wrap,
      },
    ],
  });
});

describe('local/json-ld-one-place', () => {
  tester.run('json-ld-one-place', rule('json-ld-one-place'), {
    valid: [
      {
        filename: at('components/seo/json-ld.tsx'),
        code: 'const s = <script type="application/ld+json" />;',
      },
      {
        filename: at('lib/structured-data.ts'),
        code: "export const ld = () => ({ '@context': 'https://schema.org' });",
      },
      { filename: at('app/page.tsx'), code: 'const s = <JsonLd data={breadcrumbLd([])} />;' },
    ],
    invalid: [
      {
        filename: at('app/page.tsx'),
        code: 'const s = <script type="application/ld+json">{x}</script>;',
        errors: [{ messageId: 'inline' }],
      },
      {
        filename: at('lib/x.ts'),
        code: 'const t = `application/ld+json`;',
        errors: [{ messageId: 'inline' }],
      },
      {
        filename: at('app/(site)/TeachingResources/page.tsx'),
        code: "const s = <JsonLd data={{ '@context': 'https://schema.org', '@type': 'ItemList' }} />;",
        errors: [{ messageId: 'builder' }],
      },
      {
        filename: at('lib/courses/json-ld.ts'),
        code: "export const ld = { '@context': 'https://schema.org' };",
        errors: [{ messageId: 'builder' }],
      },
    ],
  });
});

// The same rules through eslint.config.mjs (what `npm run lint` and `npm test` run): a planted
// violation in a file of the tree fails lint. ESLint loads the config as an ES module, which jest
// cannot, so one child process lints the planted texts (nothing is written into the tree).
describe('eslint.config.mjs', () => {
  const planted: [string, string, string][] = [
    ['lib/planted.ts', 'export const IST = 330 * 60_000;', 'local/ist-offset'],
    [
      'components/planted.tsx',
      "export const get = () => fetch('/api/a');",
      'local/no-fetch-in-components',
    ],
    [
      'lib/planted.ts',
      "'use server';\nexport async function plantedAction() {}",
      'local/server-action-wrapper',
    ],
    ['app/planted.tsx', "export const s = 'application/ld+json';", 'local/json-ld-one-place'],
  ];
  let found: string[][] = [];

  beforeAll(() => {
    const script = `
      import { ESLint } from 'eslint';
      const cases = JSON.parse(process.argv[1]);
      const eslint = new ESLint();
      const out = [];
      for (const [file, code] of cases) {
        const [r] = await eslint.lintText(code, { filePath: file });
        out.push(r.messages.map((m) => m.ruleId));
      }
      process.stdout.write(JSON.stringify(out));`;
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(planted)],
      { cwd: root, encoding: 'utf8' },
    );
    found = JSON.parse(out);
  }, 120_000);

  it.each(planted.map((p, i) => [...p, i] as const))(
    'refuses %s: %s (%s)',
    (_file, _code, ruleId, i) => {
      expect(found[i]).toContain(ruleId);
    },
  );

  it('a planted file breaks its own rule only', () => {
    expect(found.flat().filter((id) => id?.startsWith('local/'))).toHaveLength(planted.length);
  });
});

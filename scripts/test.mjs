// npm test: every check, in order, continuing past failures so one run shows everything; exits
// non-zero if any failed, and ends with one summary line of the tests run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/db/migrate.mjs';

const bin = (p) => path.join(root, 'node_modules', ...p.split('/'));
mkdirSync(path.join(root, 'test-results'), { recursive: true });
const jestJson = path.join(root, 'test-results', 'jest-results.json');
const e2eJson = path.join(root, 'test-results', 'e2e-results.json');
rmSync(jestJson, { force: true });
rmSync(e2eJson, { force: true });

const steps = [
  ['typecheck', [bin('typescript/bin/tsc'), '--noEmit']],
  ['lint', [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0']],
  ['format', [bin('prettier/bin/prettier.cjs'), '--check', '.']],
  ['jest', [bin('jest/bin/jest.js'), '--ci', '--json', `--outputFile=${jestJson}`]],
  ['e2e', [path.join(root, 'scripts', 'e2e.mjs')]],
];

const results = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  results.push({ name, ok: r.status === 0, secs: Math.round((Date.now() - t0) / 1000) });
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(jestJson)) {
  const j = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.secs}s)`);
const stepFailures = results.filter((r) => !r.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepFailures ? 1 : 0);

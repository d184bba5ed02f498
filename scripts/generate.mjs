// Generates one Prisma client per provider from the one model source, offline.
// `prisma generate` only checks that a schema-engine binary exists and never runs it; without one the CLI
// would try to download it (no network), so we point it at a file that exists (node itself).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'prisma', 'schema.prisma');
const prismaBin = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
if (!existsSync(source) || !existsSync(prismaBin)) process.exit(0);

/** The PostgreSQL twin: same models, other provider and output. */
export function postgresSchema(text) {
  return text
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace(
      'output       = "../lib/generated/sqlite"',
      'output       = "../../lib/generated/postgresql"',
    );
}

const text = readFileSync(source, 'utf8');
const pgDir = path.join(root, 'prisma', 'postgresql');
mkdirSync(pgDir, { recursive: true });
const pgSchema = path.join(pgDir, 'schema.prisma');
writeFileSync(
  pgSchema,
  '// GENERATED from ../schema.prisma by scripts/generate.mjs: edit that file, not this one.\n' +
    postgresSchema(text),
);

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
for (const schema of [source, pgSchema]) {
  const r = spawnSync(process.execPath, [prismaBin, 'generate', '--schema', schema], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

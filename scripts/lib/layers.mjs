// The layers of ARCHITECTURE.md as a check: app/ → components/ → lib/ → content/, nothing upward
// (not even for a type), nothing in lib/ from scripts/, and no import cycle among what runs. Read
// by __tests__/rules/layers.test.ts (npm test), which runs it on the tree and on planted
// violations. Imports are read with TypeScript's own pre-processor (static, `export … from`,
// dynamic `import()` and `require`), so a comment or a string that looks like an import does not
// count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Lowest layer last; a module may import its own layer or any layer below it. */
export const LAYERS = ['app', 'components', 'lib', 'content'];

/**
 * Exceptions, each with its reason. Empty today: content/ imports nothing above it (isSet lives in
 * content/school-values.ts; the offer's end day is formatted by the price card, not by its words).
 * @type {{ from: string, to: string, why: string }[]}
 */
export const EXCEPTIONS = [];

const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', '.next', 'generated', 'test-results', 'coverage']);
const ENTRY = /^(proxy|instrumentation[\w-]*)\.ts$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.js'];

/** The layer of a file (path relative to the root, with forward slashes), or null outside them. */
export function layerOf(rel) {
  const top = rel.split('/')[0];
  if (LAYERS.includes(top)) return top;
  if (top === 'scripts') return 'scripts';
  // proxy.ts and instrumentation*.ts sit beside app/ and are entry points as it is.
  if (ENTRY.test(rel)) return 'app';
  return null;
}

function walk(root, dir, out) {
  for (const name of readdirSync(path.join(root, dir))) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const rel = dir ? `${dir}/${name}` : name;
    const st = statSync(path.join(root, rel));
    if (st.isDirectory()) walk(root, rel, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
}

/** The source files of the layers (and scripts/, which lib/ must not import), relative paths. */
export function sourceFiles(root) {
  const out = [];
  for (const top of [...LAYERS, 'scripts']) {
    try {
      walk(root, top, out);
    } catch {
      // a layer folder that is not there (a fixture) has no files
    }
  }
  for (const name of readdirSync(root)) {
    if (ENTRY.test(name)) out.push(name);
  }
  return out.sort();
}

function resolve(root, fromRel, spec, known) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('./') || spec.startsWith('../')) {
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  } else return null; // a package
  for (const ext of CANDIDATES) {
    if (known.has(base + ext)) return base + ext;
  }
  return null;
}

/** The module names a file imports only for their types (`import type`, `export type … from`). */
function typeOnlySpecifiers(rel, text) {
  const kind = rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, false, kind);
  const runtime = new Set();
  const typeOnly = new Set();
  for (const st of file.statements) {
    const spec = st.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    let onlyTypes = false;
    if (ts.isImportDeclaration(st)) {
      const c = st.importClause;
      const named = c?.namedBindings;
      onlyTypes =
        !!c &&
        (c.isTypeOnly ||
          (!c.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
    } else if (ts.isExportDeclaration(st)) onlyTypes = st.isTypeOnly;
    (onlyTypes ? typeOnly : runtime).add(spec.text);
  }
  return new Set([...typeOnly].filter((t) => !runtime.has(t)));
}

/**
 * file → the files it imports (inside the checked tree), and in `types` the imports that are for
 * types only (erased when compiled: they count for the layers, not for cycles).
 */
export function importGraph(root, files = sourceFiles(root)) {
  const known = new Set(files);
  const graph = new Map();
  const types = new Map();
  for (const rel of files) {
    const text = readFileSync(path.join(root, rel), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const typeSpecs = /\.tsx?$/.test(rel) ? typeOnlySpecifiers(rel, text) : new Set();
    const targets = new Set();
    const typeTargets = new Set();
    for (const { fileName } of importedFiles) {
      const to = resolve(root, rel, fileName, known);
      if (!to || to === rel) continue;
      targets.add(to);
      if (typeSpecs.has(fileName)) typeTargets.add(to);
    }
    graph.set(rel, [...targets]);
    types.set(rel, typeTargets);
  }
  graph.types = types;
  return graph;
}

/** The graph without its type-only edges: what runs. */
function runtimeGraph(graph) {
  const out = new Map();
  for (const [from, tos] of graph) {
    const types = graph.types?.get(from) ?? new Set();
    out.set(
      from,
      tos.filter((t) => !types.has(t)),
    );
  }
  return out;
}

function upward(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === 'lib' && b === 'scripts') return true;
  if (!LAYERS.includes(a) || !LAYERS.includes(b)) return false;
  return LAYERS.indexOf(b) < LAYERS.indexOf(a);
}

/** Import cycles (strongly connected components of more than one file) of `graph`, each sorted. */
export function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/** Every broken rule in the tree at `root`, one sentence each; empty when the layers hold. */
export function checkLayers(root) {
  const graph = importGraph(root);
  const problems = [];
  for (const [from, tos] of graph) {
    for (const to of tos) {
      if (!upward(from, to)) continue;
      if (EXCEPTIONS.some((e) => e.from === from && e.to === to)) continue;
      problems.push(`${from} imports ${to}: ${layerOf(from)}/ may not import ${layerOf(to)}/`);
    }
  }
  // A cycle only of what runs: an `import type` is erased, so it closes no cycle.
  for (const cycle of cycles(runtimeGraph(graph))) {
    problems.push(`import cycle: ${cycle.join(' → ')}`);
  }
  return problems;
}

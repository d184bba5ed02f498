import http from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicRoutes } from '../content/routes';

// The table behind e2e/no-5xx.spec.ts's sweep (issue 47): every route the site has, found on disk
// (pages and route handlers under app/, metadata files, public/ files, the build's static files,
// the server actions of the build), each sent odd methods, headers, encodings and bodies over raw
// HTTP. A new page, handler or action is covered without anyone listing it here.

const root = path.join(__dirname, '..');

export type OddRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** What is odd about it, for the failure list. */
  label: string;
};

export type Answer = { status: number; body?: string } | { error: string };

type Segment = { kind: 'static'; value: string } | { kind: 'dynamic' | 'many'; name: string };

/** A dynamic segment's values: an ordinary one, then the encodings Next must not choke on. */
export const ODD_SEGMENTS = [
  '%ff',
  '%',
  '%ff.ics',
  '%.pdf',
  '%E2%82',
  '%c0%ae%c0%ae',
  '%e0%80%af',
  '%00',
  '..%2f..%2fetc',
  '%2e%2e',
  'a%20b%2Fc',
  '%C3%A9t%C3%A9',
  'x'.repeat(300),
];
const SAMPLE_SEGMENT = 'sample1';

function segmentOf(name: string): Segment | null {
  if (/^\(.*\)$/.test(name) || name.startsWith('@')) return null; // route groups and slots
  const many = /^\[{1,2}\.\.\.(.+?)\]{1,2}$/.exec(name);
  if (many) return { kind: 'many', name: many[1] ?? '' };
  const one = /^\[(.+)\]$/.exec(name);
  if (one) return { kind: 'dynamic', name: one[1] ?? '' };
  return { kind: 'static', value: name };
}

const METADATA_FILES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(icon|apple-icon|favicon)\d*\.(svg|png|jpe?g|ico)$/, (m) => m[0]],
  [/^robots\.(ts|js|txt)$/, () => 'robots.txt'],
  [/^sitemap\.(ts|js|xml)$/, () => 'sitemap.xml'],
  [/^manifest\.(ts|js|json|webmanifest)$/, () => 'manifest.webmanifest'],
];

type Route = { segments: Segment[]; kind: 'page' | 'handler' | 'file' };

/** Pages, route handlers and metadata files under app/, as segment lists. */
export function appRoutes(dir = path.join(root, 'app'), segments: Segment[] = []): Route[] {
  const out: Route[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_')) continue; // private folders
      const seg = segmentOf(entry.name);
      out.push(...appRoutes(path.join(dir, entry.name), seg ? [...segments, seg] : segments));
      continue;
    }
    if (/^page\.(tsx?|jsx?|mdx)$/.test(entry.name)) out.push({ segments, kind: 'page' });
    else if (/^route\.(ts|js)$/.test(entry.name)) out.push({ segments, kind: 'handler' });
    else {
      for (const [re, name] of METADATA_FILES) {
        const m = re.exec(entry.name);
        if (m)
          out.push({ segments: [...segments, { kind: 'static', value: name(m) }], kind: 'file' });
      }
    }
  }
  return out;
}

/** A route's URL path with every dynamic segment given `value` (a catch-all gets two). */
function fill(segments: Segment[], value: string): string {
  const parts = segments.map((s) =>
    s.kind === 'static'
      ? encodeURI(s.value).replace(/[?#]/g, encodeURIComponent)
      : s.kind === 'many'
        ? `${value}/${value}`
        : value,
  );
  return '/' + parts.join('/');
}

const isDynamic = (r: Route) => r.segments.some((s) => s.kind !== 'static');

function walkFiles(dir: string, prefix: string, out: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) walkFiles(path.join(dir, entry.name), p, out);
    else out.push(p);
  }
}

/** Files Next serves as they are: public/, and a script and a stylesheet of the build. */
export function staticFiles(): string[] {
  const out: string[] = [];
  walkFiles(path.join(root, 'public'), '', out);
  const built: string[] = [];
  walkFiles(path.join(root, '.next', 'static'), '/_next/static', built);
  for (const ext of ['.js', '.css', '.woff2']) {
    const f = built.find((p) => p.endsWith(ext));
    if (f) out.push(f);
  }
  return out.map((p) => p.split('/').map(encodeURIComponent).join('/'));
}

/** The build's server actions, each with the paths of the pages that can run it. */
export function serverActions(): { id: string; name: string; paths: string[] }[] {
  const file = path.join(root, '.next', 'server', 'server-reference-manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    name: entry.exportedName ?? id,
    paths: Object.keys(entry.workers)
      .filter((w) => w.startsWith('app/') && w.endsWith('/page'))
      .map((w) => {
        const segs = w
          .slice('app/'.length, -'/page'.length)
          .split('/')
          .filter(Boolean)
          .map(segmentOf)
          .filter((s): s is Segment => s !== null);
        return fill(segs, SAMPLE_SEGMENT);
      }),
  }));
}

/**
 * Every concrete path to try: each route with ordinary values (`routes`: pages, route handlers,
 * metadata files), the files served as they are (`files`), and each dynamic route with odd values.
 */
export function allPaths(): { routes: string[]; files: string[]; oddSegments: string[] } {
  // Not the test-only page that fails to render on purpose (its 500 is the point: e2e/error-page).
  const found = appRoutes().filter((r) => fill(r.segments, '') !== '/e2e-render-error');
  const routes = new Set<string>();
  for (const r of publicRoutes) routes.add(encodeURI(r.path));
  for (const r of found) routes.add(fill(r.segments, SAMPLE_SEGMENT));
  const oddSegments = new Set<string>();
  for (const r of found.filter(isDynamic)) {
    for (const v of ODD_SEGMENTS) oddSegments.add(fill(r.segments, v));
  }
  return {
    routes: [...routes].sort(),
    files: staticFiles().sort(),
    oddSegments: [...oddSegments].sort(),
  };
}

/** Ways of writing a path that Next resolves (or refuses) before routing. */
export function encodingsOf(p: string): string[] {
  const bare = p === '/' ? '' : p;
  return [
    `/api/..${bare || '/'}`,
    `/api/%2e%2e${bare || '/'}`,
    `/api/./../_next/..${bare || '/'}`,
    `/_next/static/../..${bare || '/'}`,
    `${bare}%ff`,
    `${bare}/%`,
    `${bare}/%c0%af`,
    `/${bare}`,
    `${bare}//`,
    `${bare}\\x`,
    `${bare || '/'}?%ff=%&a=%E0%A4%A&_rsc=%`,
    `http://localhost${bare || '/'}`,
    `http://[::1${bare || '/'}`,
  ];
}

const MULTIPART_BODY = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n';
const binary = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256));

/**
 * Odd request headers, sent with GET and with POST. `kind`: a byte range (it matters on files),
 * a cookie header of its own (it replaces a visitor's session), a body's type (it matters on a
 * POST).
 */
export type OddHeader = {
  label: string;
  headers: Record<string, string>;
  kind?: 'range' | 'cookie' | 'body';
};

export function oddHeaders(base: string): OddHeader[] {
  const h: OddHeader[] = [
    { label: 'Range bytes=abc', headers: { range: 'bytes=abc' } },
    { label: 'Range bytes=5-1', headers: { range: 'bytes=5-1' }, kind: 'range' },
    { label: 'Range unsatisfiable', headers: { range: 'bytes=999999999-' }, kind: 'range' },
    {
      label: 'Range many',
      headers: { range: 'bytes=0-0,' + '1-1,'.repeat(300) + '2-2' },
      kind: 'range',
    },
    { label: 'Range other unit', headers: { range: 'pages=1-2' }, kind: 'range' },
    {
      label: 'bad Content-Type',
      headers: { 'content-type': 'application/json; charset=bogus' },
      kind: 'body',
    },
    {
      label: 'Content-Type no boundary',
      headers: { 'content-type': 'multipart/form-data' },
      kind: 'body',
    },
    { label: 'Content-Type garbage', headers: { 'content-type': ';;;=' }, kind: 'body' },
    {
      label: 'malformed cookies',
      headers: {
        cookie:
          'next-auth.session-token=%ff%; next-auth.csrf-token=%E0%A4%A; =; ;;; a=%; ' +
          'next-auth.callback-url=%',
      },
      kind: 'cookie',
    },
    {
      label: 'huge cookie',
      headers: {
        cookie: Array.from({ length: 120 }, (_, i) => `c${i}=${'v'.repeat(60)}`).join('; '),
      },
      kind: 'cookie',
    },
    {
      label: 'made-up session cookie',
      headers: { cookie: 'next-auth.session-token=x.y.z' },
      kind: 'cookie',
    },
    {
      label: 'bad Accept-Encoding',
      headers: { 'accept-encoding': 'gzip;q=abc, br;q=2, identity;q=0, *;q=-1' },
    },
    { label: 'bad Accept', headers: { accept: 'text/x-component;;, */*;q=x' } },
    { label: 'RSC with bad router state', headers: { rsc: '1', 'next-router-state-tree': '%5B' } },
    {
      label: 'bad prefetch headers',
      headers: {
        rsc: '1',
        'next-router-prefetch': '1',
        'next-router-segment-prefetch': '/_tree%ff',
        'next-url': '%ff',
      },
    },
    { label: 'Next-Action garbage', headers: { 'next-action': 'x%ff' } },
    { label: 'Next-Action unknown', headers: { 'next-action': '40' + 'ab'.repeat(20) } },
    {
      label: 'foreign Origin action',
      headers: { origin: 'https://evil.example', 'next-action': '40' + 'ab'.repeat(20) },
    },
    { label: 'foreign Origin', headers: { origin: 'https://evil.example' } },
    { label: 'odd Origin', headers: { origin: '%ff://' } },
    { label: 'X-Forwarded-Host odd', headers: { 'x-forwarded-host': '%ff, ', origin: base } },
    { label: 'odd Host', headers: { host: '[::1' } },
    { label: 'odd Host, encoded', headers: { host: 'a%ff:99999' } },
    {
      label: 'odd forwarding headers',
      headers: {
        'x-forwarded-proto': 'gopher, %ff',
        'x-forwarded-for': 'not-an-ip, ::zz',
        'x-forwarded-port': '-1',
        forwarded: 'for=";;;"',
      },
    },
    {
      label: "Next's internal headers",
      headers: {
        'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
        'x-matched-path': '/%ff',
        'x-nextjs-data': '1',
        'x-now-route-matches': '%ff=%',
        'next-resume': '1',
        'x-invoke-path': '/%',
        'x-next-revalidate-tag-token': 'x',
        'x-prerender-revalidate': 'x',
      },
    },
    {
      label: 'bad conditionals',
      headers: { 'if-none-match': '*', 'if-modified-since': 'garbage', 'if-range': 'x' },
    },
  ];
  return h;
}

/** Odd bodies, sent with POST (and PUT and PATCH to route handlers). */
export function oddBodies(): {
  label: string;
  headers: Record<string, string>;
  body: string | Buffer;
}[] {
  return [
    { label: 'body {', headers: { 'content-type': 'application/json' }, body: '{' },
    { label: 'text body {', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '{' },
    { label: 'empty JSON body', headers: { 'content-type': 'application/json' }, body: '' },
    {
      label: 'multipart, no boundary',
      headers: { 'content-type': 'multipart/form-data' },
      body: MULTIPART_BODY,
    },
    {
      label: 'multipart, cut short',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: MULTIPART_BODY.slice(0, 40),
    },
    {
      label: 'binary body',
      headers: { 'content-type': 'application/octet-stream' },
      body: binary,
    },
    { label: 'binary JSON body', headers: { 'content-type': 'application/json' }, body: binary },
    {
      label: 'bad form body',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '%ff=%&a=%E0%A4%A',
    },
  ];
}

/**
 * Bodies a server action must refuse (or run on as an empty form) as the client's fault: bodies
 * Next cannot decode, arguments that are not what the action takes, and forms posted without
 * JavaScript naming the action.
 */
export function oddActionBodies(
  id: string,
): { label: string; headers: Record<string, string>; body: string | Buffer; fetch: boolean }[] {
  const field = (name: string, value: string) =>
    `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const text = { 'content-type': 'text/plain;charset=UTF-8' };
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  const fetchBodies = [
    { label: 'text {', headers: text, body: '{' },
    { label: 'text [', headers: text, body: '[' },
    { label: 'empty', headers: text, body: '' },
    { label: 'no arguments', headers: text, body: '[]' },
    { label: 'other arguments', headers: text, body: '["x",1,{"a":null},"$undefined"]' },
    { label: 'a row it does not have', headers: text, body: '["$@1"]' },
    { label: 'a map row it does not have', headers: text, body: '[{"a":"$Q2"}]' },
    { label: 'a bad BigInt', headers: text, body: '["$n1x"]' },
    { label: 'binary', headers: { 'content-type': 'application/octet-stream' }, body: binary },
    { label: 'JSON body', headers: { 'content-type': 'application/json' }, body: '{"a":' },
    {
      label: 'multipart, no boundary',
      headers: { 'content-type': 'multipart/form-data' },
      body: MULTIPART_BODY,
    },
    { label: 'multipart, cut short', headers: multipart, body: MULTIPART_BODY.slice(0, 40) },
    { label: 'multipart, row 0 not JSON', headers: multipart, body: field('0', '{') + '--x--\r\n' },
    { label: 'multipart, no row 0', headers: multipart, body: field('1_a', 'b') + '--x--\r\n' },
    {
      label: 'multipart, a Map of a number',
      headers: multipart,
      body: field('0', '["$Q1"]') + field('1', '5') + '--x--\r\n',
    },
    {
      label: 'multipart, a server reference of nothing',
      headers: multipart,
      body: field('0', '["$h1"]') + field('1', '{}') + '--x--\r\n',
    },
    {
      label: 'multipart, a form as the arguments',
      headers: multipart,
      body: field('0', '["$K1"]') + field('1_id', '%') + field('1_version', 'x') + '--x--\r\n',
    },
    { label: 'over 1 MB', headers: text, body: '["' + 'a'.repeat(1_100_000) + '"]' },
  ].map((b) => ({ ...b, fetch: true }));
  const formBodies = [
    {
      label: 'form naming the action, odd fields',
      headers: multipart,
      body:
        field(`$ACTION_ID_${id}`, '') + field('id', '%ff') + field('version', 'x') + '--x--\r\n',
    },
    {
      label: 'form with bound arguments not JSON',
      headers: multipart,
      body: field('$ACTION_REF_1', '') + field('$ACTION_1:0', '{') + '--x--\r\n',
    },
    {
      label: 'form with bound arguments missing',
      headers: multipart,
      body: field('$ACTION_REF_1', '') + '--x--\r\n',
    },
  ].map((b) => ({ ...b, fetch: false }));
  return [...fetchBodies, ...formBodies];
}

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];
/** Methods Node's parser knows but no route takes, and one it does not know. */
export const ODD_METHODS = ['PROPFIND', 'FOO'];

/** One raw request; the answer's status, or what went wrong on the connection. */
export function send(
  base: URL,
  r: OddRequest,
  agent: http.Agent,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise((resolve) => {
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    const headers: Record<string, string> = { ...r.headers };
    if (body) headers['content-length'] = String(body.length);
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers,
        agent,
        timeout: timeoutMs,
      });
    } catch (e) {
      resolve({ error: `not sent: ${(e as Error).message}` });
      return;
    }
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      // The body of a 5xx, for the failure list (the start is enough); the rest is skipped.
      let body = '';
      res.on('data', (chunk: Buffer) => {
        if (status >= 500 && body.length < 300) body += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status, body }));
      res.on('error', () => resolve({ status, body }));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ error: `no answer in ${timeoutMs / 1000} s` });
    });
    req.on('error', (e) => resolve({ error: e.message }));
    req.end(body);
  });
}

/** Runs `requests` with at most `concurrency` in flight; calls `onAnswer` for each. */
export async function sendAll(
  base: URL,
  requests: OddRequest[],
  onAnswer: (r: OddRequest, a: Answer) => void,
  { concurrency = 8, timeoutMs = 30_000 } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++]!;
      onAnswer(r, await send(base, r, agent, timeoutMs));
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
}

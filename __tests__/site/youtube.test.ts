import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET } from '@/app/api/getYoutubeData/route';
import { clearYoutubeCache } from '@/lib/youtube';
import { setEnv } from '@/__tests__/support/databases';

type Mode = 'ok' | 'error' | 'garbage' | 'slow' | 'empty';
let mode: Mode = 'ok';
let hits = 0;
let lastUrl = '';
let server: http.Server;
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    lastUrl = req.url ?? '';
    if (mode === 'error') return void res.writeHead(500).end('{"error":"boom"}');
    if (mode === 'garbage')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
    if (mode === 'empty')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}');
    const answer = () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          kind: 'youtube#channelListResponse',
          items: [
            {
              id: 'UC1',
              statistics: {
                viewCount: '2345678',
                subscriberCount: '21500',
                hiddenSubscriberCount: false,
                videoCount: '204',
              },
            },
          ],
        }),
      );
    if (mode === 'slow') timers.add(setTimeout(answer, 4500));
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  for (const t of timers) clearTimeout(t);
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

function configure(withKey: boolean) {
  const { port } = server.address() as AddressInfo;
  setEnv({
    YOUTUBE_API_BASE: `http://127.0.0.1:${port}/youtube/v3`,
    YOUTUBE_API_KEY: withKey ? 'test-key' : undefined,
    YOUTUBE_CHANNEL_ID: withKey ? 'UC1' : undefined,
  });
  clearYoutubeCache();
  hits = 0;
}

async function call() {
  const res = await GET();
  expect(res.status).toBe(200);
  return res.json();
}

const fallback = {
  success: true,
  channelStats: { subscriberCount: 20000, videoCount: 196, viewCount: 1840000 },
  source: 'fallback',
};

describe('GET /api/getYoutubeData', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('answers live statistics from the API, as numbers', async () => {
    configure(true);
    mode = 'ok';
    expect(await call()).toEqual({
      success: true,
      channelStats: { subscriberCount: 21500, videoCount: 204, viewCount: 2345678 },
      source: 'live',
    });
    expect(lastUrl).toContain('/youtube/v3/channels?');
    expect(lastUrl).toContain('part=statistics');
    expect(lastUrl).toContain('id=UC1');
    expect(lastUrl).toContain('key=test-key');
  });

  it('caches the answer (one upstream call for many requests)', async () => {
    configure(true);
    mode = 'ok';
    await Promise.all([call(), call(), call()]);
    await call();
    expect(hits).toBe(1);
  });

  it('falls back without a key, never calling YouTube', async () => {
    configure(false);
    expect(await call()).toEqual(fallback);
    expect(hits).toBe(0);
  });

  it.each<Mode>(['error', 'garbage', 'empty'])('falls back when YouTube answers %s', async (m) => {
    configure(true);
    mode = m;
    expect(await call()).toEqual(fallback);
  });

  it('gives YouTube at most 3 seconds', async () => {
    configure(true);
    mode = 'slow';
    const t0 = Date.now();
    expect(await call()).toEqual(fallback);
    expect(Date.now() - t0).toBeLessThan(4000);
  });
});

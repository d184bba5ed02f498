import { getJson } from '@/lib/forms/submit';

// The browser's one way to read the site's own JSON endpoints (components may not call fetch).
describe('getJson', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads a 2xx as ok with its data, asking for JSON, fresh when told', async () => {
    const fetchMock = jest.fn(async () => Response.json({ success: true, n: 2 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await getJson('/api/x', { cache: 'no-store' })).toEqual({
      ok: true,
      status: 200,
      data: { success: true, n: 2 },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
  });

  it('gives a failure for an error status and for no answer, never throwing', async () => {
    global.fetch = jest.fn(async () =>
      Response.json({ error: { code: 'unavailable' } }, { status: 503 }),
    ) as unknown as typeof fetch;
    expect(await getJson('/api/x')).toMatchObject({ ok: false, kind: 'unavailable', status: 503 });
    global.fetch = jest.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    expect(await getJson('/api/x', { signal: new AbortController().signal })).toEqual({
      ok: false,
      kind: 'network',
      status: 0,
    });
  });
});

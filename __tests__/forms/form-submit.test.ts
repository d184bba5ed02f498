import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson, postMultipart, sendFailure } from '@/lib/forms/submit';

// The forms' one way to send: one result for every answer, and the server's field errors placed.
describe('postJson', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const answer = (status: number, body: unknown) => {
    const fetchMock = jest.fn(async () =>
      typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  };

  it('sends JSON and reads a 2xx as ok with its data', async () => {
    const fetchMock = answer(201, { success: true, id: 'x' });
    const r = await postJson('/api/a', { a: 1 }, { method: 'PATCH' });
    expect(r).toEqual({ ok: true, status: 201, data: { success: true, id: 'x' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/a', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('reads the error shape: sentence, code and field errors', async () => {
    answer(400, {
      success: false,
      error: { code: 'validation_failed', message: 'Check', fields: { email: 'Bad' } },
    });
    expect(await postJson('/api/a', {})).toEqual({
      ok: false,
      kind: 'refused',
      status: 400,
      code: 'validation_failed',
      message: 'Check',
      fields: { email: 'Bad' },
    });
  });

  it('tells 429, 503, an answer without JSON and no answer apart', async () => {
    answer(429, { success: false, error: { code: 'rate_limited', message: 'Later' } });
    const rate = await postJson('/api/a', {});
    expect(rate).toMatchObject({ ok: false, kind: 'rate_limited', status: 429, message: 'Later' });
    answer(503, 'down');
    const down = await postJson('/api/a', {});
    expect(down).toEqual({ ok: false, kind: 'unavailable', status: 503 });
    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    const none = await postJson('/api/a', {});
    expect(none).toEqual({ ok: false, kind: 'network', status: 0 });
    expect([rate, down, none].map((r) => (r.ok ? null : sendFailure(r)))).toEqual([
      'rate',
      'down',
      'down',
    ]);
  });

  it('sends a multipart form as it is', async () => {
    const fetchMock = answer(200, { success: true });
    const data = new FormData();
    data.append('a', '1');
    expect(await postMultipart('/api/u', data)).toMatchObject({ ok: true, status: 200 });
    expect(fetchMock).toHaveBeenCalledWith('/api/u', { method: 'POST', body: data });
  });
});

describe('applyFieldErrors', () => {
  type V = { firstName: string; email: string; phone: string };

  it('maps server names, skips unknown ones and focuses the first placed', () => {
    const setError = jest.fn();
    const placed = applyFieldErrors<V>(
      setError,
      { other: 'x', name: 'Name?', email: 'Mail?' },
      { name: 'firstName', email: 'email' },
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['firstName', { type: 'server', message: 'Name?' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Mail?' }, { shouldFocus: false }],
    ]);
  });

  it('follows a list’s order, places fields outside the form and says when none was placed', () => {
    const setError = jest.fn();
    const file = { show: jest.fn(), focus: jest.fn() };
    applyFieldErrors<V>(setError, { cv: 'Too big', phone: 'P', email: 'E' }, ['email', 'phone']);
    expect(setError.mock.calls.map((c) => c[0])).toEqual(['email', 'phone']);
    setError.mockClear();
    applyFieldErrors<V>(setError, { cv: 'Too big', email: 'E' }, { email: 'email' }, { cv: file });
    expect(file.show).toHaveBeenCalledWith('Too big');
    expect(file.focus).toHaveBeenCalled();
    expect(setError).toHaveBeenCalledWith('email', expect.anything(), { shouldFocus: false });
    expect(applyFieldErrors<V>(setError, { toString: 'x' }, { email: 'email' })).toBe(false);
    expect(applyFieldErrors<V>(setError, undefined, ['email'])).toBe(false);
  });
});

// The one error answer (lib/api/errors.ts) and the role wrappers (lib/api/guards.ts), through the
// staff download handler, which no other suite calls.
import { GET as uploadGET } from '@/app/api/admin/uploads/[id]/route';
import { answerError, ApiError, UNAVAILABLE_MESSAGE } from '@/lib/api/errors';
import { DatabaseUnavailableError } from '@/lib/db';
import { logger } from '@/lib/ops/log.mjs';
import { withRequest } from '@/lib/ops/process-state.mjs';
import { RateLimitedError } from '@/lib/rate-limit';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import { userWithSession } from '@/__tests__/support/auth';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

describe('answerError', () => {
  it('answers an ApiError with its status, code, sentence, fields and headers', async () => {
    const res = answerError(
      new ApiError('validation_failed', 'Some fields need attention.', { a: 'A.' }),
      '[test]',
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      success: false,
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { a: 'A.' },
      },
    });
  });

  it('answers limits with 429 and an unreachable database with 503, both with Retry-After', async () => {
    const limited = answerError(new RateLimitedError(42), '[test]');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    const log = jest.spyOn(logger(), 'error').mockImplementation(() => {});
    const down = answerError(new DatabaseUnavailableError(new Error('ECONNREFUSED')), '[test]');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect((await down.json()).error.message).toBe(UNAVAILABLE_MESSAGE);
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error) }, '[test] database unavailable:');
    log.mockRestore();
  });

  it('answers anything else with the generic 500 and logs the detail, never its text', async () => {
    const log = jest.spyOn(logger(), 'error').mockImplementation(() => {});
    const res = answerError(new Error('secret detail'), '[test]');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret detail');
    expect(JSON.parse(text).error).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error) }, '[test] unexpected error:');
    log.mockRestore();
  });
});

describe('the request id in error answers', () => {
  it('is in every error answer given while a request is served, and in none outside one', async () => {
    const inside = withRequest('req-id-0123456789', () =>
      answerError(new ApiError('not_found', 'Not found.'), '[test]'),
    );
    expect((await inside.json()).error).toEqual({
      code: 'not_found',
      message: 'Not found.',
      requestId: 'req-id-0123456789',
    });
    const log = jest.spyOn(logger(), 'error').mockImplementation(() => {});
    const crashed = withRequest('req-id-abcdefghij', () =>
      answerError(new Error('secret detail'), '[test]'),
    );
    log.mockRestore();
    expect((await crashed.json()).error.requestId).toBe('req-id-abcdefghij');
    const outside = answerError(new ApiError('not_found', 'Not found.'), '[test]');
    expect((await outside.json()).error).not.toHaveProperty('requestId');
  });
});

describe.each(backends)('withStaff on %s (GET /api/admin/uploads/:id)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_USER_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db', { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    await database.drop();
  });

  const get = (headers: Record<string, string> = {}, id = 'c'.padEnd(25, 'x')) =>
    uploadGET(new Request(`http://localhost/api/admin/uploads/${id}`, { headers }), {
      params: Promise.resolve({ id }),
    });

  it('401 for anonymous visitors, 403 for learners, then the handler for staff', async () => {
    const anonymous = await get();
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe('Please log in first.');
    const learner = await userWithSession('learner');
    const refused = await get(learner.headers);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('This is for the school’s staff.');
    const staff = await userWithSession('staff');
    expect((await get(staff.headers)).status).toBe(404);
    expect((await get(staff.headers, '../etc')).status).toBe(404);
  });
});

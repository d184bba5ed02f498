/**
 * One error shape whose HTTP status derives from its code (issue 51): ApiError and apiError take
 * a code only, and each code answers with its one status, so a 404 can no longer say
 * 'validation_failed' (the reservation calendar's did).
 */
import {
  answerError,
  ApiError,
  apiError,
  handle,
  orUnavailable,
  STATUS_OF,
  type ApiErrorCode,
} from '@/lib/api/errors';
import { DatabaseUnavailableError } from '@/lib/db';
import { RateLimitedError } from '@/lib/rate-limit';

const expected: Record<ApiErrorCode, number> = {
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  database_unavailable: 503,
  payment_provider_unavailable: 503,
  server_busy: 503,
  not_configured: 503,
};

describe('the code → status table', () => {
  it('gives each code its one status', () => {
    expect(STATUS_OF).toEqual(expected);
  });

  it.each(Object.entries(expected) as [ApiErrorCode, number][])(
    '%s answers %i, thrown or answered directly, in the one shape',
    async (code, status) => {
      const thrown = new ApiError(code, 'A sentence.', { name: 'A sentence.' });
      expect(thrown.status).toBe(status);
      for (const res of [apiError(code, 'A sentence.'), answerError(thrown, '[test]')]) {
        expect(res.status).toBe(status);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const body = await res.json();
        expect(body).toMatchObject({ success: false, error: { code, message: 'A sentence.' } });
      }
    },
  );

  it('answers a limit, an unreachable database and anything else by their codes', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const secret = 'password authentication failed for user "school"';
    const answers = [
      answerError(new RateLimitedError(60), '[test]'),
      answerError(new DatabaseUnavailableError(new Error(secret)), '[test]'),
      await handle('[test]', async () => {
        throw new Error(secret);
      })(new Request('http://localhost/x')),
    ];
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([429, 503, 500]);
    expect(bodies.map((b) => b.error.code)).toEqual([
      'rate_limited',
      'database_unavailable',
      'internal_error',
    ]);
    expect(answers.map((r) => r.headers.get('retry-after'))).toEqual(['60', '30', null]);
    expect(JSON.stringify(bodies)).not.toContain('password');
    log.mockRestore();
  });

  it('answers a failed read with its own 503 sentence, never the failure, through handle', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const secret = 'relation "Payment" does not exist';
    const route = handle('[test] export', async () => {
      const rows = await orUnavailable('[test] export', 'The export could not be made.', () =>
        Promise.reject(new Error(secret)),
      );
      return Response.json(rows);
    });
    const res = await route(new Request('http://localhost/x'));
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error).toMatchObject({
      code: 'database_unavailable',
      message: 'The export could not be made.',
    });
    expect(JSON.stringify(body)).not.toContain('Payment');
    // Its Retry-After, its value when the read works, and a refusal passed on as it was.
    await expect(
      orUnavailable('[t]', 'x', () => Promise.reject(new Error('down')), { 'Retry-After': '30' }),
    ).rejects.toMatchObject({ status: 503, headers: { 'Retry-After': '30' } });
    await expect(orUnavailable('[t]', 'x', async () => [1, 2])).resolves.toEqual([1, 2]);
    await expect(
      orUnavailable('[t]', 'x', () => Promise.reject(new ApiError('not_found', 'No such table.'))),
    ).rejects.toMatchObject({ status: 404, message: 'No such table.' });
    log.mockRestore();
  });
});

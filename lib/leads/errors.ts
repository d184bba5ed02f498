export class RateLimitedError extends Error {
  constructor(public retryAfterSeconds: number) {
    super('rate limited');
  }
}

/** The database could not be reached or refused the write; nothing was stored. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
  }
}

import { fieldErrors } from '@/lib/validation/common';
import {
  authMessages as m,
  PASSWORD_MAX,
  passwordTooLong,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
  signUpSchema,
} from '@/lib/validation/auth';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { parseEnv } from '@/lib/env';

const good = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  password: 'Bonjour#2025',
  confirmPassword: 'Bonjour#2025',
};

const errors = (schema: typeof signUpFormSchema | typeof signInSchema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('sign-up and sign-in rules (spec §5, exact messages)', () => {
  it('accepts a complete sign-up and normalises the e-mail', () => {
    const r = signUpFormSchema.safeParse({ ...good, email: '  Asha@Example.COM ' });
    expect(r.success && r.data.email).toBe('asha@example.com');
  });

  it.each([
    ['email', '', m.emailRequired],
    ['email', '   ', m.emailRequired],
    ['email', 'asha@', m.emailInvalid],
    ['email', 'asha.example.com', m.emailInvalid],
    ['email', 'a@b', m.emailInvalid],
    ['password', '', m.passwordRequired],
    ['password', 'bonjour#2025', m.uppercase],
    ['password', 'BONJOUR#2025', m.lowercase],
    ['password', 'Bonjour#abcd', m.number],
    ['password', 'Bonjour2025x', m.symbol],
    ['password', 'Bo#2', m.minLength],
    ['password', 'Bonjour#2025' + 'x'.repeat(PASSWORD_MAX), passwordTooLong],
    ['fullName', '', m.fullNameRequired],
    ['fullName', '   ', m.fullNameRequired],
    ['fullName', 'As', m.fullNameMin],
    ['fullName', ' As ', m.fullNameMin],
    ['fullName', 'A'.repeat(21), m.fullNameMax],
    ['confirmPassword', '', m.confirmRequired],
    ['confirmPassword', 'Bonjour#2026', m.mismatch],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(errors(signUpFormSchema, { ...good, [field]: value })[field]).toBe(message);
  });

  it('names every symbol of the spec and nothing else as a symbol', () => {
    for (const s of '!@#$%^&*(),.?":{}|<>') {
      expect(signInSchema.safeParse({ email: good.email, password: `Bonjour2${s}` }).success).toBe(
        true,
      );
    }
    for (const s of "-_+=~[];'/`") {
      expect(errors(signInSchema, { email: good.email, password: `Bonjour2${s}x` }).password).toBe(
        m.symbol,
      );
    }
  });

  it('accepts a 128-character passphrase with spaces, as a password manager pastes it', () => {
    const long = 'Aa1! ' + 'x'.repeat(PASSWORD_MAX - 5);
    expect(long).toHaveLength(PASSWORD_MAX);
    expect(signInSchema.safeParse({ email: good.email, password: long }).success).toBe(true);
  });

  it('shows the mismatch even while other fields are wrong', () => {
    const e = errors(signUpFormSchema, { ...good, fullName: '', confirmPassword: 'Other#2025x' });
    expect(e).toEqual({ fullName: m.fullNameRequired, confirmPassword: m.mismatch });
  });

  it('shows every required message on an empty sign-up form', () => {
    expect(
      errors(signUpFormSchema, { fullName: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      fullName: m.fullNameRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
      confirmPassword: m.confirmRequired,
    });
  });

  it('the sign-in form has the same email and password rules', () => {
    expect(errors(signInSchema, { email: '', password: '' })).toEqual({
      email: m.emailRequired,
      password: m.passwordRequired,
    });
    expect(errors(signInSchema, { email: 'x@', password: 'short' })).toEqual({
      email: m.emailInvalid,
      password: m.uppercase,
    });
  });

  it('the handlers refuse other shapes and missing fields with the same messages', () => {
    expect(signUpSchema.safeParse([]).success).toBe(false);
    const r = signUpSchema.safeParse({});
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      fullName: m.fullNameRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
      confirmPassword: m.confirmRequired,
    });
    expect(resetPasswordSchema.safeParse({ token: 'x', ...good }).success).toBe(true);
  });
});

describe('callbackUrl (only paths on this site)', () => {
  const origin = 'https://school.example';
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/home?x=1#y', '/dashboard/home?x=1#y'],
    ['https://school.example/admin', '/admin'],
  ])('%s → %s', (raw, path) => expect(safeCallbackPath(raw, origin)).toBe(path));

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    'dashboard',
    '/log-in',
    '/sign-up?x=1',
    '/dash\nboard',
    '',
    42,
  ])('refuses %j', (raw) => expect(safeCallbackPath(raw, origin)).toBeNull());

  // Paths that only become "//host" once "." and ".." segments are resolved (issue 21): each of
  // these signed in and forwarded to //evil.example before the check ran after resolving.
  const dotted = [
    '/.//evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/a/%2e%2e//evil.example',
    '/.//evil.example/dashboard?x=1#y',
    '/./\\evil.example',
    '/x/../\\evil.example',
    '/.\t//evil.example',
    '/.\n//evil.example',
    '/.\r//evil.example',
    '/\t/evil.example',
    'https://school.example/.//evil.example',
    'https://school.example/%2e//evil.example',
    'https://school.example/a/..//evil.example',
    'https://user:pw@school.example/dashboard',
  ];
  it.each(dotted)('refuses %j, with or without an origin', (raw) => {
    expect(safeCallbackPath(raw, origin)).toBeNull();
    expect(safeCallbackPath(raw)).toBeNull();
  });

  // The query string as the log-in page receives it: searchParams decode one level of %-encoding.
  it.each([
    '%2F.%2F%2Fevil.example',
    '%2F..%2F%2Fevil.example',
    '%2Fa%2F..%2F%2Fevil.example',
    '%2F%252e%2F%2Fevil.example',
    '%2F.%2F%5Cevil.example',
    '%2F.%09%2F%2Fevil.example',
  ])('refuses ?callbackUrl=%s from the URL', (encoded) => {
    const raw = new URLSearchParams(`callbackUrl=${encoded}`).get('callbackUrl');
    expect(safeCallbackPath(raw)).toBeNull();
  });

  it.each([
    ['/a/../dashboard', '/dashboard'],
    ['/./dashboard?x=1#y', '/dashboard?x=1#y'],
    [
      '/dashboard/courses/b1?tab=2&x=%2F%2Fevil#part-2',
      '/dashboard/courses/b1?tab=2&x=%2F%2Fevil#part-2',
    ],
    ['/admin/people?q=a%20b', '/admin/people?q=a%20b'],
    ['https://school.example/dashboard?x=1#y', '/dashboard?x=1#y'],
    ['/', '/'],
  ])('keeps good path %j → %j', (raw, path) => {
    expect(safeCallbackPath(raw, origin)).toBe(path);
    // What it hands out is itself a safe path that resolves to itself.
    expect(safeCallbackPath(path)).toBe(path);
  });

  it('what it hands out never reads as another host in a browser', () => {
    for (const raw of dotted) {
      const out = safeCallbackPath(raw);
      if (out !== null) expect(new URL(out, origin).origin).toBe(origin);
    }
  });
});

describe('account settings in the environment', () => {
  it('needs both halves of a social provider’s credentials, and a long enough secret', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ FACEBOOK_CLIENT_SECRET: 's' })).toThrow(/FACEBOOK_CLIENT_ID/);
    expect(() => parseEnv({ NEXTAUTH_SECRET: 'short' })).toThrow(/NEXTAUTH_SECRET: must be/);
    // A secret's value is never echoed in the message.
    expect(() => parseEnv({ NEXTAUTH_SECRET: 'short' })).not.toThrow(/"short"/);
    expect(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).toMatchObject({
      SIGN_IN_LIMIT_PER_IP_10_MIN: 30,
      SIGN_IN_LIMIT_PER_USER_10_MIN: 10,
    });
  });
});

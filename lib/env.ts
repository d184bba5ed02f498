import { z } from 'zod';
import { isValidGstin } from '@/lib/tax/gstin';

/**
 * Every environment variable the app reads, validated once at startup (instrumentation.ts and
 * scripts/start.mjs). A bad value stops the server with a message naming the variable.
 * The README's configuration table mirrors this schema.
 */
const flag = z.enum(['0', '1']).transform((v) => v === '1');
const emailList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')).min(1));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * The IP address `npm start` listens on; every interface when unset. Not `HOST`, which some
     * shells (tcsh) set to the machine's name.
     */
    LISTEN_ADDRESS: z
      .string()
      .regex(
        /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*)$/,
        'must be an IP address, e.g. 127.0.0.1 or ::1',
      )
      .optional(),
    /** Seconds a stopping server lets the requests in flight finish (scripts/server.mjs). */
    SHUTDOWN_GRACE_S: z.coerce.number().int().min(0).max(600).default(10),
    /**
     * Seconds a stopping server still serves, not ready, before it refuses connections: longer than
     * the proxy's health check interval (scripts/server.mjs).
     */
    SHUTDOWN_DRAIN_S: z.coerce.number().int().min(0).max(120).default(5),
    /** The server log's level (lib/ops/log.mjs): requests are logged at info, health checks at debug. */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: z
      .string()
      .default('file:./data/site.db')
      .refine((u) => /^(file:|postgres(ql)?:\/\/)/.test(u), {
        message: 'must start with file: (SQLite) or postgresql:// (PostgreSQL)',
      }),
    SITE_URL: z
      .url('must be an absolute URL such as https://www.example.com')
      .default('http://localhost:3000'),
    RATE_LIMIT_PER_IP_10_MIN: z.coerce.number().int().min(0).max(1_000_000).default(60),
    RATE_LIMIT_PER_CONTACT_10_MIN: z.coerce.number().int().min(0).max(1_000_000).default(5),
    /** Unpaid seats of one cohort the enrolments from one address may hold (start-enrolment.ts). */
    UNPAID_SEATS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(6),
    /** Hours a reported UPI or bank transfer holds its seat unconfirmed (lib/payments/holds.ts). */
    TRANSFER_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    /** Seats of one cohort one address may take unpaid in a day (lib/payments/holds.ts); 0: no limit. */
    UNPAID_SEATS_PER_ADDRESS_DAY: z.coerce.number().int().min(0).max(1_000_000).default(24),
    /** Unconfirmed transfers of one cohort whose seats one address may hold (lib/payments/holds.ts). */
    UNPAID_TRANSFERS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(2),
    TRUST_PROXY: flag.default(false),
    IP_HASH_SALT: z.string().min(16, 'must be at least 16 characters').optional(),
    SPAM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600000).default(3000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    LEADS_NOTIFY_TO: emailList.optional(),
    MAIL_FROM: z.string().min(3).default('Website <no-reply@localhost>'),
    YOUTUBE_API_KEY: z.string().min(1).optional(),
    YOUTUBE_CHANNEL_ID: z.string().min(1).optional(),
    YOUTUBE_API_BASE: z.url().default('https://www.googleapis.com/youtube/v3'),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
    // The school's transfer details (lib/payments/transfer-details.ts): each overrides the value of
    // content/checkout.ts. A wrong format stops the server rather than reach a learner.
    SCHOOL_UPI_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'must be a UPI id (name@bank)')
      .optional(),
    SCHOOL_UPI_PAYEE: z.string().trim().min(2).max(100).optional(),
    SCHOOL_BANK_ACCOUNT_NAME: z.string().trim().min(2).max(100).optional(),
    SCHOOL_BANK_ACCOUNT_NUMBER: z
      .string()
      .regex(/^[0-9 ]{9,22}$/, 'must be the account number, 9 to 18 digits')
      .refine((v) => /^[0-9]{9,18}$/.test(v.replace(/ /g, '')), 'must be 9 to 18 digits')
      .optional(),
    SCHOOL_BANK_IFSC: z
      .string()
      .regex(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, 'must be an 11-character IFSC (4 letters, 0, 6 more)')
      .optional(),
    SCHOOL_BANK_NAME: z.string().trim().min(2).max(100).optional(),
    // The school's GST details (lib/tax/config.ts): each overrides content/tax.ts. A GSTIN with a
    // wrong check character stops the server rather than print it on a tax invoice.
    SCHOOL_GSTIN: z
      .string()
      .refine(isValidGstin, 'must be a valid 15-character GSTIN (format and check character)')
      .optional(),
    SCHOOL_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
    SCHOOL_REGISTERED_ADDRESS: z.string().trim().min(10).max(500).optional(),
    SCHOOL_SAC: z
      .string()
      .regex(/^99[0-9]{4}$/, 'must be a 6-digit SAC beginning 99')
      .optional(),
    SCHOOL_GST_RATE: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage such as 18')
      .refine((v) => Number(v) <= 28, 'must be at most 28')
      .optional(),
    SCHOOL_PRICES_INCLUDE_GST: z.enum(['0', '1']).optional(),
    SCHOOL_INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9]{1,3}$/, 'must be 1 to 3 letters or digits')
      .optional(),
    // Accounts (lib/auth/). Without a secret, one is made once and kept in the database.
    NEXTAUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SIGN_IN_LIMIT_PER_IP_10_MIN: z.coerce.number().int().min(0).max(1_000_000).default(30),
    SIGN_IN_LIMIT_PER_USER_10_MIN: z.coerce.number().int().min(0).max(1_000_000).default(10),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    // Backups (lib/ops/backup*.ts): where, when (an hour of the day in India), how many kept.
    BACKUP_DIR: z.string().min(1).default('data/backups'),
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(1000).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(1000).default(4),
    BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(1000).default(12),
    /** s3://bucket/prefix (AWS) or https://host[:port]/bucket/prefix (any S3-compatible store). */
    BACKUP_S3_URL: z
      .string()
      .regex(
        /^(?:s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]|https?:\/\/[^/?#@\s]+\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/[^?#\s]*)?$/,
        'must be s3://bucket[/prefix] or https://host/bucket[/prefix], with no keys in it',
      )
      .optional(),
    BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
    BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .superRefine((e, ctx) => {
    if (!!e.RAZORPAY_KEY_ID !== !!e.RAZORPAY_KEY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: [e.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'],
        message: 'is required with the other Razorpay key (set both, or neither for UPI transfer)',
      });
    }
    if (e.SMTP_URL && !e.LEADS_NOTIFY_TO) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_NOTIFY_TO'],
        message: 'is required when SMTP_URL is set (who receives the lead e-mails)',
      });
    }
    if (e.BACKUP_S3_URL && !(e.BACKUP_S3_ACCESS_KEY_ID && e.BACKUP_S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          e.BACKUP_S3_ACCESS_KEY_ID ? 'BACKUP_S3_SECRET_ACCESS_KEY' : 'BACKUP_S3_ACCESS_KEY_ID',
        ],
        message: "is required with BACKUP_S3_URL (the bucket's access key id and secret)",
      });
    }
    // A provider's button shows only with both halves of its credentials (lib/auth/providers.ts).
    for (const p of ['GOOGLE', 'FACEBOOK'] as const) {
      const id = e[`${p}_CLIENT_ID`];
      const secret = e[`${p}_CLIENT_SECRET`];
      if (!!id !== !!secret) {
        ctx.addIssue({
          code: 'custom',
          path: [id ? `${p}_CLIENT_SECRET` : `${p}_CLIENT_ID`],
          message: `is required with ${id ? `${p}_CLIENT_ID` : `${p}_CLIENT_SECRET`}`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment; empty strings count as unset. Throws EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const res = envSchema.safeParse(cleaned);
  if (res.success) return res.data;
  const lines = res.error.issues.map((i) => {
    const name = String(i.path[0] ?? 'environment');
    const value = source[name];
    const shown =
      value === undefined || /KEY|SALT|SECRET|SMTP_URL|DATABASE_URL|S3_URL/.test(name)
        ? ''
        : ` (got "${value}")`;
    return `Invalid environment variable ${name}${shown}: ${i.message}`;
  });
  throw new EnvError(lines.join('\n'));
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}

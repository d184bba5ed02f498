import 'server-only';
import { withAdmin } from '@/lib/api/guards';
import type { SessionUser } from '@/lib/auth/session';

/** A CSV export's answer: the file as a download that no cache keeps. */
export function csvAttachment(body: BodyInit, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A CSV file made for an export: its body (text or a stream) and its name. */
export type CsvFile = { body: BodyInit; name: string };

/**
 * A CSV export's GET: admins only (others hear `refusal`), `fn` makes the file, answered as
 * `csvAttachment`; a throw is answered as withAdmin's `handle` does (logged, never its text).
 */
export function adminCsvExport<C = unknown>(
  tag: string,
  fn: (req: Request, user: SessionUser, ctx: C) => Promise<CsvFile>,
  refusal = 'Only admins may export.',
) {
  return withAdmin<C>(
    tag,
    async (req, user, ctx) => {
      const file = await fn(req, user, ctx);
      return csvAttachment(file.body, file.name);
    },
    refusal,
  );
}

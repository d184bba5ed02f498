import { ApiError, handle } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/responses';
import { feedIcs } from '@/lib/classes/feed';

type Ctx = { params: Promise<{ file: string }> };

const answer = (withBody: boolean) =>
  handle<Ctx>('[calendar]', async (_req, ctx) => {
    const { file } = await ctx.params;
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const ics = token ? await feedIcs(token) : null;
    if (ics === null) throw new ApiError('not_found', 'No calendar has this address.');
    return new Response(withBody ? ics : null, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="classes.ics"',
        // Private to the learner whose token it is; calendars fetch it again on their own.
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });

// GET /calendar/<token>.ics: a learner's private feed of their batch's classes (lib/classes/feed.ts)
export const GET = answer(true);
export const HEAD = answer(false);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'HEAD');

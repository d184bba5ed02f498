import { handle, orUnavailable, retryAfter } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import {
  cookieValue,
  SERVED_COOKIE,
  servedAt,
  servedCookie,
  servedToken,
} from '@/lib/reservations/served';
import { fullSlots } from '@/lib/reservations/store';
import { siteUrl } from '@/lib/site-url';
import { bookableDates } from '@/lib/validation/reservation';

// GET /api/reservations/availability: the bookable days and the slots already full on each, and
// (once per browser) the signed time the form was first served (lib/reservations/served.ts)
export const GET = handle('[reservation] availability', (req) =>
  orUnavailable(
    '[reservation] availability',
    'Availability could not be read just now.',
    async () => {
      const dates = bookableDates();
      const res = jsonOk({ dates, full: await fullSlots(dates) });
      const cookie = cookieValue(req.headers.get('cookie'), SERVED_COOKIE);
      if ((await servedAt(cookie)) === null) {
        res.headers.append(
          'set-cookie',
          servedCookie(await servedToken(), siteUrl().startsWith('https:')),
        );
      }
      return res;
    },
    retryAfter(30),
  ),
);

export const { POST, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

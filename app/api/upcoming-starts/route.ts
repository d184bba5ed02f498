import { handle } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { upcomingStartLines } from '@/lib/courses/upcoming';

// GET /api/upcoming-starts: the landing page's 'Upcoming batch details' (components/home/
// upcoming-starts.tsx), from the database at each request: a cohort staff publish shows at once,
// on every instance, while the landing page stays prerendered. A failure (the database down) is
// the one error shape; the page then shows its promo without dates.
export const dynamic = 'force-dynamic';

export const GET = handle('[home] upcoming starts', async () =>
  jsonOk({ starts: await upcomingStartLines() }),
);

// HEAD is answered from GET by Next.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'HEAD');

import { NO_STORE } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/responses';

// GET /api/health: the process is alive and answering. Touches no database, so a supervisor's or
// proxy's liveness probe never restarts an instance for a slow database (/api/health/ready says
// whether to send it traffic). Not rate limited; the server logs it at debug level only.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: NO_STORE });
}

// HEAD is answered from GET by Next.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'HEAD');

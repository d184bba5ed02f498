import { NO_STORE, retryAfter } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/responses';
import { readiness } from '@/lib/ops/readiness';

// GET /api/health/ready: 200 when this instance should get traffic (the database answers within a
// second, every migration is applied, it is not shutting down), else 503 with the reason. For the
// proxy's active health checks (deploy/Caddyfile*). Not rate limited; logged at debug level only.
export const dynamic = 'force-dynamic';

export async function GET() {
  const r = await readiness();
  if (r.ready) return Response.json({ status: 'ready' }, { headers: NO_STORE });
  const { reason, message, pending } = r;
  return Response.json(
    { status: 'not_ready', reason, message, ...(pending ? { pending } : {}) },
    { status: 503, headers: { ...NO_STORE, ...retryAfter(5) } },
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'HEAD');

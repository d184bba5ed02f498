import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { endAllSessions } from '@/lib/auth/tokens';

// POST /api/account/sign-out-everywhere: end every session of the signed-in user, on every device
export const POST = withUser('[sign-out-everywhere]', async (_req, user) => {
  await endAllSessions(user.id);
  return jsonOk({});
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

import { jsonOk, otherMethods } from '@/lib/api';
import { userForMutation } from '@/lib/auth/request';
import { unexpected } from '@/lib/auth/respond';
import { endAllSessions } from '@/lib/auth/tokens';

// POST /api/account/sign-out-everywhere: end every session of the signed-in user, on every device
export async function POST(req: Request) {
  const guard = await userForMutation(req);
  if (!guard.ok) return guard.response;
  try {
    await endAllSessions(guard.user.id);
    return jsonOk({});
  } catch (e) {
    return unexpected('sign-out-everywhere', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

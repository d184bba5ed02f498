import { referralText } from '@/content/learner';
import { readInput } from '@/lib/api/body';
import { ApiError, rateLimited } from '@/lib/api/errors';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { db } from '@/lib/db';
import { requestWithdrawal, WithdrawalRefusedError } from '@/lib/learner/referrals';
import { hitRateLimits } from '@/lib/rate-limit';
import { withdrawalSchema } from '@/lib/validation/learner';

// POST /api/dashboard/withdraw: 'Withdraw Amount', the wallet's balance to a UPI id, for staff to pay
export const POST = withUser('[withdraw]', async (req, user) => {
  const { upiId } = await readInput(req, withdrawalSchema);
  const decision = await hitRateLimits(db(), [{ key: `withdraw-user:${user.id}`, limit: 10 }]);
  if (!decision.allowed) {
    throw rateLimited(
      'You have sent several requests in a short time. Please try again in a few minutes.',
      decision.retryAfterSeconds,
    );
  }
  try {
    const w = await requestWithdrawal(user.id, upiId);
    return jsonOk({ id: w.id, amountPaise: w.amountPaise }, 201);
  } catch (e) {
    if (e instanceof WithdrawalRefusedError)
      throw new ApiError(409, 'conflict', referralText.tooLow);
    throw e;
  }
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { userForMutation } from '@/lib/auth/request';
import { rateLimited, unexpected } from '@/lib/auth/respond';
import { referralText } from '@/content/learner';
import { db } from '@/lib/db';
import { validateLead } from '@/lib/leads/respond';
import { requestWithdrawal, WithdrawalRefusedError } from '@/lib/learner/referrals';
import { hitRateLimits } from '@/lib/rate-limit';
import { withdrawalSchema } from '@/lib/validation/learner';

// POST /api/dashboard/withdraw: 'Withdraw Amount', the wallet's balance to a UPI id, for staff to pay
export async function POST(req: Request) {
  const guard = await userForMutation(req);
  if (!guard.ok) return guard.response;
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(withdrawalSchema, body.data);
  if (!valid.ok) return valid.response;
  try {
    const decision = await hitRateLimits(db(), [
      { key: `withdraw-user:${guard.user.id}`, limit: 10 },
    ]);
    if (!decision.allowed) {
      return rateLimited(
        'You have sent several requests in a short time. Please try again in a few minutes.',
        decision.retryAfterSeconds,
      );
    }
    const w = await requestWithdrawal(guard.user.id, valid.data.upiId);
    return jsonOk({ id: w.id, amountPaise: w.amountPaise }, 201);
  } catch (e) {
    if (e instanceof WithdrawalRefusedError) {
      return apiError(409, 'conflict', referralText.tooLow);
    }
    return unexpected('withdraw', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

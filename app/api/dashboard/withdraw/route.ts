import { referralText } from '@/content/learner';
import { ApiError } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { learnerPost } from '@/lib/learner/handler';
import { requestWithdrawal, WithdrawalRefusedError } from '@/lib/learner/referrals';
import { withdrawalSchema } from '@/lib/validation/learner';

// POST /api/dashboard/withdraw: 'Withdraw Amount', the wallet's balance to a UPI id, for staff to pay
export const POST = learnerPost(
  'withdraw',
  { schema: withdrawalSchema, perTenMinutes: 10 },
  async ({ upiId }, user) => {
    const w = await requestWithdrawal(user.id, upiId);
    return jsonOk({ id: w.id, amountPaise: w.amountPaise }, 201);
  },
  (e) => (e instanceof WithdrawalRefusedError ? new ApiError('conflict', referralText.tooLow) : e),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

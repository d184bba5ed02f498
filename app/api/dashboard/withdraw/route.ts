import { referralText } from '@/content/learner';
import { readInput } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { requestWithdrawal, WithdrawalRefusedError } from '@/lib/learner/referrals';
import { limitLearner } from '@/lib/learner/requests';
import { withdrawalSchema } from '@/lib/validation/learner';

// POST /api/dashboard/withdraw: 'Withdraw Amount', the wallet's balance to a UPI id, for staff to pay
export const POST = withUser(
  '[withdraw]',
  async (req, user) => {
    const { upiId } = await readInput(req, withdrawalSchema);
    await limitLearner(
      `withdraw-user:${user.id}`,
      10,
      'You have sent several requests in a short time. Please try again in a few minutes.',
    );
    const w = await requestWithdrawal(user.id, upiId);
    return jsonOk({ id: w.id, amountPaise: w.amountPaise }, 201);
  },
  (e) => (e instanceof WithdrawalRefusedError ? new ApiError('conflict', referralText.tooLow) : e),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

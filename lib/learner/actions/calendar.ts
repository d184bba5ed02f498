'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { learnerAction } from '@/lib/actions/action';
import { resetFeedToken } from '@/lib/classes/feed';

// The learner's own server actions, made with the wrapper (lib/actions/action.ts): any signed-in
// user, on their own account only. Server actions are POST only, and Next refuses one whose
// Origin is not this site's host.

/**
 * The dashboard's 'Reset link': a new private calendar address for the signed-in learner; the
 * old one stops working at once. Back to the dashboard with a code its calendar card turns into
 * the school's sentence (calendar=reset, or calendar=failed), never an exception's text.
 */
export const resetCalendarFeedAction = learnerAction(z.object({}), async (_input, { user }) => {
  let outcome: 'reset' | 'failed' = 'reset';
  try {
    await resetFeedToken(user.id);
  } catch (e) {
    console.error('[calendar] reset failed:', e);
    outcome = 'failed';
  }
  redirect(`/dashboard?calendar=${outcome}`);
});

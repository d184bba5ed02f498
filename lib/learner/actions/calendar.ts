'use server';

import { redirect } from 'next/navigation';
import { requireUser } from '@/lib/auth/session';
import { resetFeedToken } from '@/lib/classes/feed';

// The learner's own server actions. Server actions are POST only, and Next refuses one whose
// Origin is not this site's host; each checks the session itself.

/**
 * The dashboard's 'Reset link': a new private calendar address for the signed-in learner; the
 * old one stops working at once. Back to the dashboard with a code its calendar card turns into
 * the school's sentence (calendar=reset, or calendar=failed), never an exception's text.
 */
export async function resetCalendarFeedAction(): Promise<never> {
  const user = await requireUser('/dashboard');
  let outcome: 'reset' | 'failed' = 'reset';
  try {
    await resetFeedToken(user.id);
  } catch (e) {
    console.error('[calendar] reset failed:', e);
    outcome = 'failed';
  }
  redirect(`/dashboard?calendar=${outcome}`);
}

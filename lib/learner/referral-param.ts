/** A referral code from a share link's query (`?referral=`): letters and digits, or null. */
export function referralParam(value: string | undefined): string | null {
  const v = (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(v) ? v : null;
}

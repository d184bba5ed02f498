import { batches } from '@/content/courses-overview';
import { formatInr } from '@/lib/format';

/** "₹34,999" from paise (whole rupees; paise shown only when there are any). */
export function formatPaise(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return p ? `${formatInr(rupees)}.${String(p).padStart(2, '0')}` : formatInr(rupees);
}

/** "7:00-9:30 PM IST" for a batch index. */
export const batchLabel = (batch: number) => `${batches.slots[batch] ?? '—'} IST`;

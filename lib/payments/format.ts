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

/** "22 Nov 2026, 4:05 PM" in India. */
export function formatIndiaTime(d: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(d);
}

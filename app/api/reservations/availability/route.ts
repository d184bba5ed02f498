import { apiError, jsonOk, otherMethods } from '@/lib/api';
import { fullSlots } from '@/lib/reservations/store';
import { bookableDates } from '@/lib/validation/reservation';

// GET /api/reservations/availability: the bookable days and the slots already full on each
export async function GET() {
  const dates = bookableDates();
  try {
    return jsonOk({ dates, full: await fullSlots(dates) });
  } catch (e) {
    console.error('[reservation] availability:', e);
    return apiError(
      503,
      'database_unavailable',
      'Availability could not be read just now.',
      undefined,
      {
        'Retry-After': '30',
      },
    );
  }
}

export const { POST, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

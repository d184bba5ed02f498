'use client';

import { useCallback, useEffect, useState } from 'react';
import { contactFields, LeadForm, type Option } from '@/components/forms/lead-form';
import { buttonClass } from '@/components/ui/button';
import { currentLevelOptions, goalOptions } from '@/content/learner-options';
import { reservationPage, reservationRules } from '@/content/reservations';
import { formatDayWithWeekday } from '@/lib/dates';
import { getJson } from '@/lib/forms/submit';
import { bookableDates } from '@/lib/reservations/slots';

type Availability = { dates: string[]; full: Record<string, string[]> };

/**
 * 'Reserve Your FREE Session': a day in the next two weeks and one of the five IST slots. The
 * slots already full on the chosen day are shown but cannot be picked; the server holds the real
 * count (lib/reservations/store.ts), and a slot taken in the meantime comes back as a 409 under
 * the slot field, after which the availability is read again.
 */
export function ReservationForm() {
  const { labels: l, form: f, confirmation: c } = reservationPage;
  // Empty until the browser asks: the page is static, so days computed at build time would be stale.
  const [availability, setAvailability] = useState<Availability>({ dates: [], full: {} });

  const refresh = useCallback(() => {
    void getJson<Availability & { success: boolean }>('/api/reservations/availability', {
      cache: 'no-store',
    }).then((r) => {
      const a = r.ok ? r.data : null;
      // Without the count, offer the days anyway: the server still refuses a full slot.
      setAvailability(
        a?.success ? { dates: a.dates, full: a.full } : { dates: bookableDates(), full: {} },
      );
    });
  }, []);
  useEffect(refresh, [refresh]);

  const dateOptions = (): Option[] =>
    availability.dates.map((d) => {
      const full = (availability.full[d] ?? []).length >= reservationRules.slots.length;
      return {
        value: d,
        label: `${formatDayWithWeekday(d)}${full ? ` (${l.slotFull})` : ''}`,
        disabled: full,
      };
    });
  const slotOptions = (values: Record<string, string>): Option[] => {
    const full = availability.full[values.date ?? ''] ?? [];
    return reservationRules.slots.map((s) => ({
      value: s,
      label: full.includes(s) ? `${s} (${l.slotFull})` : s,
      disabled: full.includes(s),
    }));
  };

  return (
    <LeadForm
      label={f.heading}
      endpoint="/api/reservations"
      loadSchema={() => import('@/lib/validation/reservation').then((m) => m.reservationSchema)}
      submit={f.submit}
      fields={[
        ...contactFields(l),
        { name: 'level', label: l.level, type: 'select', options: currentLevelOptions },
        { name: 'goal', label: l.goal, type: 'select', options: goalOptions },
        { name: 'date', label: l.date, type: 'select', options: [] },
        { name: 'slot', label: l.slot, type: 'select', options: reservationRules.slots },
      ]}
      dynamicOptions={{ date: dateOptions, slot: slotOptions }}
      onRefused={refresh}
      successTitle={c.title}
      success={(answer) => {
        const id = String(answer.id ?? '');
        return (
          <>
            <p className="text-lg font-semibold">
              {formatDayWithWeekday(String(answer.date))}
              <br />
              {String(answer.slot)} IST (India Standard Time)
            </p>
            <p className="mt-3">{c.body}</p>
            {/^c[a-z0-9]{24}$/.test(id) ? (
              <a
                href={`/api/reservations/${id}/ics`}
                download="free-session.ics"
                className={buttonClass('outline', 'mt-4 px-6 py-2')}
              >
                {c.ics}
              </a>
            ) : null}
          </>
        );
      }}
    />
  );
}

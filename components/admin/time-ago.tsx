import { formatDateTime } from '@/lib/dates';

/** '2 h ago', with the exact time in India on hover and focus (a <time> with a title). */
export function TimeAgo({ at, now }: { at: Date; now: number }) {
  const s = Math.max(0, Math.round((now - at.getTime()) / 1000));
  const text =
    s < 60
      ? 'just now'
      : s < 3600
        ? `${Math.floor(s / 60)} min ago`
        : s < 86_400
          ? `${Math.floor(s / 3600)} h ago`
          : `${Math.floor(s / 86_400)} d ago`;
  const exact = formatDateTime(at);
  return (
    <time
      dateTime={at.toISOString()}
      title={`${exact} IST`}
      tabIndex={0}
      className="whitespace-nowrap"
    >
      {text}
      <span className="sr-only"> ({exact} IST)</span>
    </time>
  );
}

/** Label/value lines of an order (the details and payment steps, the success page). */
export function OrderFacts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-3">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-wrap justify-between gap-x-4 border-b border-slate-100 pb-2 last:border-0"
        >
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

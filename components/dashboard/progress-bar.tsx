/**
 * A progress bar (the learning card, the certificate card, the player). The fill grows with a CSS
 * transition, off under reduced motion.
 */
export function ProgressBar({
  percent,
  label,
  className = '',
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={p}
      className={`h-2.5 overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-700 ease-out motion-reduce:transition-none"
        style={{ width: `${p}%` }}
      />
    </div>
  );
}

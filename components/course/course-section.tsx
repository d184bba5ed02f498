/**
 * A section of a level course page: its heading, an optional intro and a white or cream band.
 * Every one is below the hero, so the browser skips its style, layout and paint until it comes
 * near the viewport (`below-fold`, as on the landing page): the first paint costs the hero's work.
 */
export function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'cream';
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`below-fold px-4 py-12 sm:py-16 ${tone === 'cream' ? 'bg-cream' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="font-display text-3xl font-bold text-brand sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

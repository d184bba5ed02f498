/**
 * The sections inner pages are built from: the intro band, a list of points, numbered steps, a
 * form's section and the closing call to action.
 */
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';
import { StepNumber } from '@/components/ui/step-number';

/** The top of an inner page: its h1 and opening paragraphs on the cream band. */
export function PageIntro({
  eyebrow,
  title,
  paragraphs,
  children,
}: {
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div className="bg-cream">
      <div className="container-page max-w-4xl py-12 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 font-display text-3xl font-bold text-brand sm:text-5xl">{title}</h1>
        <div className="mt-5 space-y-4 text-lg leading-relaxed">
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {children}
      </div>
    </div>
  );
}

/** A titled list of points with check marks. */
export function PointList({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly string[];
}) {
  return (
    <InnerSection id={id} title={heading}>
      <ul className="mt-4 space-y-3">
        {items.map((i) => (
          <li key={i} className="flex gap-3 leading-relaxed">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            <span>{i}</span>
          </li>
        ))}
      </ul>
    </InnerSection>
  );
}

/** A section of an inner page titled by its h2. */
function InnerSection(props: TitledSectionProps) {
  return (
    <TitledSection {...props} headingClassName="font-display text-2xl font-bold sm:text-3xl" />
  );
}

/** Numbered steps ("How it works"). */
export function Steps({
  id,
  heading,
  steps,
}: {
  id: string;
  heading: string;
  steps: readonly { title: string; body: string }[];
}) {
  return (
    <InnerSection id={id} title={heading}>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <StepNumber n={i + 1} className="flex size-9 items-center justify-center" />
            <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{s.body}</p>
          </li>
        ))}
      </ol>
    </InnerSection>
  );
}

/** A form's section: heading, one line of intro, the form. */
export function FormSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} id={id.replace(/-heading$/, '')} className="scroll-mt-28">
      <h2 id={id} className="font-display text-2xl font-bold text-brand sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 mb-6 text-muted">{intro}</p>
      {children}
    </section>
  );
}

/** Closing call to action: reserve a free session, or leave a message. */
export function CallToAction({ heading, body }: { heading: string; body: string }) {
  return (
    <section aria-labelledby="cta-heading" className="rounded-2xl bg-brand p-6 text-white sm:p-10">
      <h2 id="cta-heading" className="font-display text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg">{body}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <RouteLink href="/ReserveSessionPage" className={buttonClass('inverse', 'px-6')}>
          Reserve Your FREE Session
        </RouteLink>
        <RouteLink
          href="/ContactUs"
          className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-white px-6 font-semibold text-white hover:bg-brand-dark"
        >
          Leave a message
        </RouteLink>
      </div>
    </section>
  );
}

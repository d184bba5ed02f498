import { referralText as t } from '@/content/learner';
import { cardClass } from '@/components/ui/card';
import { StepNumber } from '@/components/ui/step-number';

/** How the referral programme works, in three steps (spec §2). */
export function HowItWorks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const S = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby="how-heading" className={cardClass}>
      <H id="how-heading" className="font-display text-2xl font-bold text-ink">
        {t.howHeading}
      </H>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {t.steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <StepNumber n={i + 1} className="grid size-10 shrink-0 place-items-center" />
            <div>
              <S className="font-bold text-ink">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </S>
              <p className="mt-1 text-sm text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <ul className="mt-5 grid list-disc gap-1 border-t border-slate-200 pt-4 pl-5 text-sm text-ink">
        {t.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

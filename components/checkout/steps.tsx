import { checkoutText } from '@/content/checkout';

/** Where the learner is in the three steps (a list, with the current step marked for readers). */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Checkout steps">
      {checkoutText.steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? 'step' : undefined}
          className={`flex items-center gap-2 ${i === current ? 'font-bold text-brand' : i < current ? 'text-ink' : 'text-muted'}`}
        >
          <span
            aria-hidden="true"
            className={`grid size-7 place-items-center rounded-full text-xs font-bold ${
              i === current
                ? 'bg-brand text-white'
                : i < current
                  ? 'bg-brand-light text-brand'
                  : 'bg-slate-100 text-muted'
            }`}
          >
            {i + 1}
          </span>
          <span>
            <span className="sr-only">Step {i + 1} of 3: </span>
            {step}
          </span>
        </li>
      ))}
    </ol>
  );
}

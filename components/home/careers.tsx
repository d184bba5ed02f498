import { ChevronDown } from 'lucide-react';
import { LandingSection } from '@/components/ui/landing-section';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import { careers } from '@/content/careers';
import { careersSection } from '@/content/home';

/**
 * 'Potential Career Opportunities' (spec §2): five cards whose clipped detail opens on hover and on
 * keyboard focus (or a tap, which focuses the card on touch screens). Two columns from 768 px with
 * the fifth card centred at half width; one column on phones.
 */
export function CareersSection() {
  return (
    <LandingSection name="careers" tone="cream" text={careersSection}>
      {/* Four tracks for two columns: each card spans two, so a lone last card starting at the
            second track sits centred at half width. */}
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-4">
        {careers.map((career, index) => {
          const id = `career-${index}`;
          return (
            <Reveal
              as="li"
              key={career.title}
              className={`flex md:col-span-2 ${
                careers.length % 2 === 1 && index === careers.length - 1 ? 'md:col-start-2' : ''
              }`}
            >
              {/* Not a link, so the card itself takes focus to show its detail to keyboards. */}
              <article
                tabIndex={0}
                aria-labelledby={`${id}-title`}
                className="group flex w-full flex-col rounded-2xl bg-white p-6 shadow-md ring-1 ring-ink/5 transition-shadow duration-300 hover:shadow-xl focus:shadow-xl"
              >
                <div className="flex items-start gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand text-white">
                    <Icon name={career.icon} className="size-6" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 id={`${id}-title`} className="text-xl font-semibold text-ink">
                      {career.title}
                    </h3>
                    <p className="mt-1 text-muted">{career.summary}</p>
                  </div>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 text-brand transition-transform duration-300 group-focus-within:rotate-180 group-hover:rotate-180"
                  />
                </div>
                {/* Clipped, not removed: screen readers read the detail at any time. */}
                <div className="grid grid-rows-[0fr] transition-[grid-template-rows] duration-500 ease-out group-focus-within:grid-rows-[1fr] group-hover:grid-rows-[1fr]">
                  <div className="min-h-0 overflow-hidden">
                    <p className="border-t border-ink/10 pt-4 mt-4 leading-relaxed text-ink">
                      {career.detail}
                    </p>
                  </div>
                </div>
              </article>
            </Reveal>
          );
        })}
      </ul>
    </LandingSection>
  );
}

import { RouteLink } from '@/components/ui/route-link';
import { buttonClass } from '@/components/ui/button';
import { CalendarDays, Download } from 'lucide-react';
import { BrochureDownloadLink } from '@/components/layout/brochure-link';
import { Reveal } from '@/components/ui/reveal';
import { about } from '@/content/home';
import { PromoItem } from './promo-item';
import { UpcomingStarts } from './upcoming-starts';

/**
 * About (#about, spec §1, §2): mission, course buttons, the batch promo with each course's next
 * start date (components/home/upcoming-starts.tsx, read by the browser), the brochure.
 */
export function AboutSection() {
  return (
    // Clipped sideways: the promo card slides in from 32 px to the right, which would otherwise widen
    // the page on a phone until it is revealed.
    <section id="about" aria-labelledby="about-heading" className="overflow-x-clip py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <Reveal from="left">
          <h2 id="about-heading" className="font-display text-3xl font-bold text-brand sm:text-4xl">
            {about.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink">
            {about.mission.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <RouteLink href={about.buttons.primary.href} className={buttonClass('primary')}>
              {about.buttons.primary.label}
            </RouteLink>
            <RouteLink href={about.buttons.secondary.href} className={buttonClass('outline')}>
              {about.buttons.secondary.label}
            </RouteLink>
          </div>
        </Reveal>
        <Reveal from="right">
          <div className="rounded-3xl bg-ink p-6 text-white shadow-xl sm:p-8">
            <div className="flex items-center gap-3">
              <CalendarDays aria-hidden="true" className="size-7 text-amber-300" />
              <h3 className="font-display text-xl font-bold sm:text-2xl">{about.promo.heading}</h3>
            </div>
            <UpcomingStarts noCohort={about.promo.noCohort} />
            <ul className="mt-3 space-y-3">
              {about.promo.items.map((item) => (
                <PromoItem key={item}>{item}</PromoItem>
              ))}
            </ul>
            <BrochureDownloadLink className={buttonClass('inverse', 'mt-7')}>
              <Download aria-hidden="true" className="size-5" />
              {about.brochureLabel}
            </BrochureDownloadLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

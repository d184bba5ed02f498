import Link from 'next/link';
import { CalendarDays, Download } from 'lucide-react';
import { BrochureDownloadLink } from '@/components/layout/brochure-link';
import { Reveal } from '@/components/ui/reveal';
import { about } from '@/content/home';

/** About (#about, spec §1, §2): mission, course buttons, the batch promo, the brochure. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-28 py-16 sm:py-20">
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
            <Link
              href={about.buttons.primary.href}
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
            >
              {about.buttons.primary.label}
            </Link>
            <Link
              href={about.buttons.secondary.href}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-brand px-6 font-semibold text-brand hover:bg-brand-light"
            >
              {about.buttons.secondary.label}
            </Link>
          </div>
        </Reveal>
        <Reveal from="right">
          <div className="rounded-3xl bg-ink p-6 text-white shadow-xl sm:p-8">
            <div className="flex items-center gap-3">
              <CalendarDays aria-hidden="true" className="size-7 text-amber-300" />
              <h3 className="font-display text-xl font-bold sm:text-2xl">{about.promo.heading}</h3>
            </div>
            <ul className="mt-5 space-y-3">
              {about.promo.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-2 shrink-0 rounded-full bg-amber-300"
                  />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <BrochureDownloadLink className="mt-7 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-6 font-semibold text-brand hover:bg-cream">
              <Download aria-hidden="true" className="size-5" />
              {about.brochureLabel}
            </BrochureDownloadLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

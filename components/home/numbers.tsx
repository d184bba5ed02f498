import { CountUp } from '@/components/home/count-up';
import { DisplayHeading } from '@/components/ui/display-heading';
import { Reveal } from '@/components/ui/reveal';
import { numbersSection } from '@/content/home';
import { stats } from '@/content/stats';
import { formatStat } from '@/lib/format';

/**
 * The 'Numbers Speak' strip (spec §1): five figures in white on the brand red (5.6:1). Figures
 * marked `animate` count up on first view; the others are plain server text.
 */
export function NumbersSection() {
  return (
    <section aria-labelledby="numbers-heading" className="bg-brand py-14 text-white sm:py-16">
      <div className="container-page">
        <DisplayHeading id="numbers-heading" className="text-center">
          {numbersSection.heading}
        </DisplayHeading>
        <p className="mx-auto mt-3 max-w-2xl text-center">{numbersSection.intro}</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-y-10 text-center">
          {stats.map((stat) => (
            <Reveal as="li" key={stat.label} className="w-1/2 px-3 sm:w-1/3 lg:w-1/5">
              <p className="font-display text-3xl font-bold whitespace-nowrap sm:text-4xl">
                {stat.animate ? <CountUp stat={stat} /> : formatStat(stat, stat.value)}
              </p>
              <p className="mt-2 text-sm font-medium sm:text-base">{stat.label}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { RouteLink } from '@/components/ui/route-link';
import { buttonClass } from '@/components/ui/button';
import { LandingSection } from '@/components/ui/landing-section';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import { industriesSection } from '@/content/home';
import { industries } from '@/content/industries';

type Breakpoint = 'sm' | 'lg' | 'xl';
const columns: Record<Breakpoint, number> = { sm: 2, lg: 3, xl: 4 };
/** Written out in full so that Tailwind generates them. */
const startClasses: Record<Breakpoint, Partial<Record<number, string>>> = {
  sm: { 2: 'sm:col-start-2' },
  lg: { 2: 'lg:col-start-2', 3: 'lg:col-start-3' },
  xl: { 2: 'xl:col-start-2', 3: 'xl:col-start-3', 4: 'xl:col-start-4' },
};
const autoClasses: Record<Breakpoint, string> = {
  sm: 'sm:col-start-auto',
  lg: 'lg:col-start-auto',
  xl: 'xl:col-start-auto',
};

/**
 * Centres an incomplete last row. Each tile spans two tracks of a grid twice as fine as its
 * columns, so starting one track later shifts a tile by half a tile.
 */
function lastRowOffset(index: number, count: number): string {
  const classes: string[] = [];
  let offset = false;
  for (const bp of ['sm', 'lg', 'xl'] as const) {
    const rest = count % columns[bp];
    const startClass = startClasses[bp][columns[bp] - rest + 1];
    if (rest !== 0 && index === count - rest && startClass) {
      classes.push(startClass);
      offset = true;
    } else if (offset) {
      classes.push(autoClasses[bp]);
      offset = false;
    }
  }
  return classes.join(' ');
}

/**
 * 'Industries Our Learners Excel In' (spec §2): headline, paragraph, a button to the courses and
 * seven white tiles, each with its icon and top border in the tile's accent colour (every accent is
 * at least 5:1 on white). Four tiles a row on extra-large screens, three on large, two from 640 px,
 * one on phones; an incomplete last row is centred.
 */
export function IndustriesSection() {
  const { button } = industriesSection;
  return (
    <LandingSection
      headingId="industries-heading"
      className="bg-white py-16 sm:py-20"
      title={industriesSection.heading}
      intro={industriesSection.text}
      action={
        <RouteLink
          href={button.href}
          className={buttonClass('primary', 'mt-8 min-h-12 w-full px-7 sm:w-auto')}
        >
          {button.label}
        </RouteLink>
      }
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8">
        {industries.map((tile, index) => (
          <Reveal
            as="li"
            key={tile.title}
            className={`flex sm:col-span-2 ${lastRowOffset(index, industries.length)}`}
          >
            <article
              className="flex w-full flex-col rounded-2xl border border-t-4 border-ink/10 bg-white p-6 shadow-sm"
              style={{ borderTopColor: tile.color }}
            >
              <span
                className="grid size-12 place-items-center rounded-full"
                style={{ color: tile.color, backgroundColor: `${tile.color}14` }}
              >
                <Icon name={tile.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg leading-snug font-semibold text-ink">{tile.title}</h3>
              <p className="mt-2 text-muted">{tile.detail}</p>
            </article>
          </Reveal>
        ))}
      </ul>
    </LandingSection>
  );
}

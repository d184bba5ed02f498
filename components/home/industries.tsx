import { RouteLink } from '@/components/ui/route-link';
import { buttonClass } from '@/components/ui/button';
import { LandingSection } from '@/components/ui/landing-section';
import { Icon } from '@/components/ui/icon';
import { TileGrid } from './tile-grid';
import { industriesSection } from '@/content/home';
import { industries } from '@/content/industries';

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
      name="industries"
      text={industriesSection}
      action={
        <RouteLink
          href={button.href}
          className={buttonClass('primary', 'mt-8 min-h-12 w-full px-7 sm:w-auto')}
        >
          {button.label}
        </RouteLink>
      }
    >
      <TileGrid
        items={industries}
        columns={{ sm: 2, lg: 3, xl: 4 }}
        className="mt-12 grid gap-6 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8"
      >
        {(tile) => (
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
        )}
      </TileGrid>
    </LandingSection>
  );
}

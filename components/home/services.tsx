import { ArrowRight } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { LandingSection } from '@/components/ui/landing-section';
import { RouteLink } from '@/components/ui/route-link';
import { Icon } from '@/components/ui/icon';
import { TileGrid } from './tile-grid';
import { servicesSection } from '@/content/home';
import { services } from '@/content/services';
import type { ServiceCard } from '@/content/types';

const primaryButton = buttonClass('primary', 'min-h-12 px-7 py-3');
const secondaryButton = buttonClass('outline', 'min-h-12 px-7 py-3');

/**
 * 'Our Services' (#services, spec §2): intro, two buttons and the 11 cards. The first 9 cards sit
 * in three columns on large screens with the last 2 centred below; two columns from 640 px, one
 * below. Only cards with a `path` are links; the others are plain, non-focusable articles.
 */
export function ServicesSection() {
  const { primary, secondary } = servicesSection.buttons;
  return (
    <LandingSection
      name="services"
      anchor
      text={servicesSection}
      action={
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <RouteLink href={primary.href} className={primaryButton}>
            {primary.label}
          </RouteLink>
          <RouteLink href={secondary.href} className={secondaryButton}>
            {secondary.label}
          </RouteLink>
        </div>
      }
    >
      <TileGrid
        items={services}
        columns={{ sm: 2, lg: 3 }}
        className="mt-12 grid gap-6 sm:grid-cols-4 lg:grid-cols-6"
      >
        {(service, index) => <ServiceCardView service={service} id={`service-${index}`} />}
      </TileGrid>
    </LandingSection>
  );
}

function ServiceCardView({ service, id }: { service: ServiceCard; id: string }) {
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const body = (
    <>
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-light text-brand">
        <Icon name={service.icon} className="size-6" />
      </span>
      <ServiceTitle id={titleId} title={service.title} />
      <p id={descriptionId} className="mt-2 text-muted">
        {service.description}
      </p>
    </>
  );

  if (!service.path) {
    // Spec §2: cards without a path do nothing, so they must not look or act interactive.
    return (
      <article
        aria-labelledby={titleId}
        className="group flex w-full flex-col rounded-2xl border border-ink/10 bg-white p-6"
      >
        {body}
      </article>
    );
  }

  // One link covers the card; its name is the title, the description is its description. Link's
  // default `scroll` lands the visitor at the top of the new page (spec §2).
  return (
    <RouteLink
      href={service.path}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="group flex w-full flex-col rounded-2xl border border-ink/10 bg-white p-6 shadow-md transition duration-300 hover:-translate-y-1 hover:border-brand/40 hover:shadow-xl motion-reduce:hover:translate-y-0"
    >
      {body}
      <ArrowRight
        aria-hidden="true"
        className="mt-auto size-5 self-end text-brand transition-transform group-hover:translate-x-1"
      />
    </RouteLink>
  );
}

/**
 * A service's title, always whole. (The spec's §9 clamped titles over 35 characters to one line
 * until hovered, which left 'Focus Courses for…' cut at rest and never opened on touch.)
 */
function ServiceTitle({ id, title }: { id: string; title: string }) {
  return (
    <h3 id={id} className="mt-4 text-lg leading-snug font-semibold text-ink">
      {title}
    </h3>
  );
}

import { RouteLink } from '@/components/ui/route-link';
import { buttonClass } from '@/components/ui/button';
import { DisplayHeading } from '@/components/ui/display-heading';
import { hero } from '@/content/home';

/** The hero (spec §1, §2, §9): tagline, intro and 'Explore Our Courses'; 80 % / 95 % of the viewport. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[80svh] items-center overflow-hidden bg-cream xl:min-h-[95svh]"
    >
      <HeroArt />
      <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-[3fr_2fr]">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold tracking-widest text-brand uppercase">
            {hero.eyebrow}
          </p>
          <DisplayHeading id="hero-heading" size="hero" className="mt-3 text-ink">
            {hero.tagline}
          </DisplayHeading>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted lg:mx-0">{hero.intro}</p>
          <RouteLink
            href={hero.cta.href}
            className={buttonClass('primary', 'mt-8 min-h-12 px-8 shadow-lg shadow-brand/20')}
          >
            {hero.cta.label}
          </RouteLink>
        </div>
        <EiffelArt />
      </div>
    </section>
  );
}

/** Soft background shapes (decorative). */
function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1440 900"
    >
      <circle cx="1250" cy="120" r="260" fill="#fbe9e7" />
      <circle cx="120" cy="820" r="200" fill="#fde9d0" />
      <path d="M0 700 Q360 620 720 700 T1440 700 V900 H0Z" fill="#f8efe2" />
    </svg>
  );
}

/** The Eiffel Tower with speech bubbles (decorative, crafted SVG: no photographs). */
function EiffelArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 360"
      width="320"
      height="360"
      className="mx-auto hidden h-auto w-full max-w-xs lg:block"
    >
      <g fill="none" stroke="#1f2933" strokeWidth="4" strokeLinejoin="round">
        <path d="M160 20 L150 120 L120 230 L80 340 M160 20 L170 120 L200 230 L240 340" />
        <path d="M140 120 H180 M112 230 H208 M100 270 Q160 220 220 270" />
        <path d="M150 120 L170 170 L150 230 M170 120 L150 170 L170 230" strokeWidth="2" />
      </g>
      <rect x="60" y="338" width="200" height="6" rx="3" fill="#1f2933" />
      <g>
        <rect x="8" y="60" width="110" height="48" rx="14" fill="#C1332A" />
        <path d="M40 106 l-8 16 20-14z" fill="#C1332A" />
        <text x="63" y="91" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff">
          Bonjour !
        </text>
      </g>
      <g>
        <rect x="200" y="130" width="112" height="48" rx="14" fill="#1d4ed8" />
        <path d="M270 176 l10 16-22-12z" fill="#1d4ed8" />
        <text x="256" y="161" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff">
          Namaste
        </text>
      </g>
    </svg>
  );
}

import { coursePageText as t } from '@/content/courses/page-text';
import { frenchOfficialCountries } from '@/content/courses/francophonie';
import { MAP_HEIGHT, MAP_WIDTH } from '@/lib/courses/world-map-svg';

/** 'Where French Opens Doors' (spec §2): the inline-drawn world map, as an image with its text. */
export function WorldMap() {
  return (
    <figure>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route */}
      <img
        src="/course-map.svg"
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        loading="lazy"
        decoding="async"
        alt={`World map. ${t.mapLegendFrench}: ${frenchOfficialCountries.map((c) => c.name).join(', ')}. ${t.mapLegendIndia}.`}
        className="h-auto w-full"
      />
      <figcaption className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink">
        {(
          [
            ['rounded-sm bg-brand', t.mapLegendFrench],
            ['rounded-full bg-ink', t.mapLegendIndia],
          ] as const
        ).map(([swatch, label]) => (
          <span key={label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 ${swatch}`} />
            {label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

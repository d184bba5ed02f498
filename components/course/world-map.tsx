import { geoEqualEarth, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { coursePageText as t } from '@/content/courses/page-text';
import { frenchOfficialCountries } from '@/content/courses/francophonie';

const WIDTH = 960;
const HEIGHT = 470;
const GURUGRAM: [number, number] = [77.03, 28.46];

type Shape = { d: string; french: boolean };

let cached: { shapes: Shape[]; india: [number, number] } | undefined;

/** The countries as SVG paths, computed once per process on the server (no map tiles, no JS). */
function shapes() {
  if (cached) return cached;
  const topo = world as unknown as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topo, topo.objects.countries) as FeatureCollection<Geometry>;
  const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], countries);
  const path = geoPath(projection).digits(1);
  const french = new Set<string>(frenchOfficialCountries.map((c) => c.id));
  cached = {
    shapes: countries.features
      .filter((f) => f.id !== '010') // Antarctica
      .map((f) => ({ d: path(f) ?? '', french: french.has(String(f.id)) })),
    india: projection(GURUGRAM) ?? [0, 0],
  };
  return cached;
}

/** 'Where French Opens Doors': an inline SVG world map (spec §2), rendered on the server. */
export function WorldMap({ headingId }: { headingId: string }) {
  const { shapes: all, india } = shapes();
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${headingId}-desc`}
        className="h-auto w-full"
      >
        <desc id={`${headingId}-desc`}>
          {`${t.mapLegendFrench}: ${frenchOfficialCountries.map((c) => c.name).join(', ')}.`}
        </desc>
        <g>
          {all.map((s, i) => (
            <path
              key={i}
              d={s.d}
              className={s.french ? 'fill-brand' : 'fill-slate-200'}
              stroke="#fff"
              strokeWidth={0.5}
            />
          ))}
        </g>
        <circle
          cx={india[0]}
          cy={india[1]}
          r={7}
          className="fill-ink"
          stroke="#fff"
          strokeWidth={2}
        />
      </svg>
      <figcaption className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand" />
          {t.mapLegendFrench}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-ink" />
          {t.mapLegendIndia}
        </span>
      </figcaption>
    </figure>
  );
}

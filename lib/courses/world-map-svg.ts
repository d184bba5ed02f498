import { geoEqualEarth, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { frenchOfficialCountries } from '@/content/courses/francophonie';

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;
const GURUGRAM: [number, number] = [77.03, 28.46];
const BRAND = '#C1332A';
const LAND = '#E2E8F0';
const INK = '#1F2933';

let cached: string | undefined;

/**
 * The course pages' world map as one SVG document: countries where French is an official language
 * in the brand colour, Gurugram marked. Served as an image (app/course-map.svg) so its ~100 KB of
 * path data stays out of every page's HTML and RSC payload.
 */
export function worldMapSvg(): string {
  if (cached) return cached;
  const topo = world as unknown as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topo, topo.objects.countries) as FeatureCollection<Geometry>;
  const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], countries);
  const path = geoPath(projection).digits(1);
  const french = new Set<string>(frenchOfficialCountries.map((c) => c.id));
  const land: string[] = [];
  const fr: string[] = [];
  for (const f of countries.features) {
    if (f.id === '010') continue; // Antarctica
    const d = path(f);
    if (d) (french.has(String(f.id)) ? fr : land).push(d);
  }
  const [x, y] = projection(GURUGRAM) ?? [0, 0];
  cached =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">` +
    `<path fill="${LAND}" stroke="#fff" stroke-width=".5" d="${land.join('')}"/>` +
    `<path fill="${BRAND}" stroke="#fff" stroke-width=".5" d="${fr.join('')}"/>` +
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="${INK}" stroke="#fff" stroke-width="2"/>` +
    `</svg>`;
  return cached;
}

import { worldMapSvg } from '@/lib/courses/world-map-svg';

// GET /course-map.svg: the course pages' world map, drawn from content at build time
export function GET() {
  return new Response(worldMapSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

import { levelRoute } from '@/components/course/level-route';

// /B2-level: a level course page (spec §2), rendered per request so its price is current
const route = levelRoute('/B2-level', 'b2');
export const metadata = route.metadata;
export default route.Page;

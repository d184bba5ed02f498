import { levelRoute } from '@/components/course/level-route';

// /beginer-french: a level course page (spec §2), rendered per request so its price is current
const route = levelRoute('/beginer-french', 'b1');
export const metadata = route.metadata;
export default route.Page;

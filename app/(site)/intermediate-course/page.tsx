import { levelRoute } from '@/components/course/level-route';

// /intermediate-course: a level course page (spec §2), rendered per request so its price is current
const route = levelRoute('/intermediate-course', 'b1');
export const metadata = route.metadata;
export default route.Page;

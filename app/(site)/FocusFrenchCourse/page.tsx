import { programmeRoute } from '@/components/pages/programme-route';

// /FocusFrenchCourse: a programme page (spec §1, §2 Services), from content/courses/programmes.ts
const route = programmeRoute('/FocusFrenchCourse');
export const metadata = route.metadata;
export default route.Page;

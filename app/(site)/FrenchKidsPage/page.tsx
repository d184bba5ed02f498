import { programmeRoute } from '@/components/pages/programme-route';

// /FrenchKidsPage: a programme page (spec §1, §2 Services), from content/courses/programmes.ts
const route = programmeRoute('/FrenchKidsPage');
export const metadata = route.metadata;
export default route.Page;

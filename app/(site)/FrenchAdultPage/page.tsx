import { programmeRoute } from '@/components/pages/programme-route';

// /FrenchAdultPage: a programme page (spec §1, §2 Services), from content/courses/programmes.ts
const route = programmeRoute('/FrenchAdultPage');
export const metadata = route.metadata;
export default route.Page;

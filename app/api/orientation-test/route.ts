import { otherMethods } from '@/lib/api/responses';
import { leadPost } from '@/lib/leads/handler';
import { placementResultLead } from '@/lib/leads/kinds';

// POST /api/orientation-test: store a "Confirm with a teacher" request with the test's answers
export const POST = leadPost(placementResultLead);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

import { otherMethods } from '@/lib/api/responses';
import { leadPost } from '@/lib/leads/handler';
import { corporateLead } from '@/lib/leads/kinds';

// POST /api/services/corporate: store a corporate training enquiry
export const POST = leadPost(corporateLead);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

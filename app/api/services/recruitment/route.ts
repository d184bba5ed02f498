import { otherMethods } from '@/lib/api/responses';
import { leadPost } from '@/lib/leads/handler';
import { recruitmentLead } from '@/lib/leads/kinds';

// POST /api/services/recruitment: store a recruitment assistance enquiry
export const POST = leadPost(recruitmentLead);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

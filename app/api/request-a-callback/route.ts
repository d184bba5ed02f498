import { otherMethods } from '@/lib/api/responses';
import { leadPost } from '@/lib/leads/handler';
import { callbackLead } from '@/lib/leads/kinds';

// POST /api/request-a-callback: store a callback request (spec §7)
export const POST = leadPost(callbackLead);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

import { otherMethods } from '@/lib/api/responses';
import { leadPost } from '@/lib/leads/handler';
import { contactLead } from '@/lib/leads/kinds';

// POST /api/form/leaveUsAMessage: store a contact message (spec §7)
export const POST = leadPost(contactLead);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

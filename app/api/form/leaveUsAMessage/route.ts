import { otherMethods } from '@/lib/api/responses';
import { handleLeadPost } from '@/lib/leads/handler';
import { contactLead } from '@/lib/leads/kinds';

// POST /api/form/leaveUsAMessage: store a contact message (spec §7)
export async function POST(req: Request) {
  return handleLeadPost(req, contactLead);
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

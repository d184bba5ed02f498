import { otherMethods } from '@/lib/api/responses';
import { handleLeadPost } from '@/lib/leads/handler';
import { recruitmentLead } from '@/lib/leads/kinds';

// POST /api/services/recruitment: store a recruitment assistance enquiry
export async function POST(req: Request) {
  return handleLeadPost(req, recruitmentLead);
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

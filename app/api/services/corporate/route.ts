import { otherMethods } from '@/lib/api/responses';
import { handleLeadPost } from '@/lib/leads/handler';
import { corporateLead } from '@/lib/leads/kinds';

// POST /api/services/corporate: store a corporate training enquiry
export async function POST(req: Request) {
  return handleLeadPost(req, corporateLead);
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

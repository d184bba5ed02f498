import { otherMethods } from '@/lib/api/responses';
import { handleLeadPost } from '@/lib/leads/handler';
import { callbackLead } from '@/lib/leads/kinds';

// POST /api/request-a-callback: store a callback request (spec §7)
export async function POST(req: Request) {
  return handleLeadPost(req, callbackLead);
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

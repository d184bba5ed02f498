import { otherMethods } from '@/lib/api/responses';
import { handleLeadPost } from '@/lib/leads/handler';
import { waitlistLead } from '@/lib/leads/kinds';

// POST /api/form/waitlist: join a level course's waitlist (issue 24)
export async function POST(req: Request) {
  return handleLeadPost(req, waitlistLead);
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

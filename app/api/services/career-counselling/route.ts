import { otherMethods } from '@/lib/api/responses';
import { handleLeadPost } from '@/lib/leads/handler';
import { careerCounsellingLead } from '@/lib/leads/kinds';

// POST /api/services/career-counselling: store a free career counselling booking
export async function POST(req: Request) {
  return handleLeadPost(req, careerCounsellingLead);
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

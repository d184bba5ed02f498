import { otherMethods } from '@/lib/api/responses';
import { leadPost } from '@/lib/leads/handler';
import { careerCounsellingLead } from '@/lib/leads/kinds';

// POST /api/services/career-counselling: store a free career counselling booking
export const POST = leadPost(careerCounsellingLead);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

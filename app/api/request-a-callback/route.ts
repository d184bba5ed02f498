import { methodNotAllowed } from '@/lib/api';
import { handleLeadPost } from '@/lib/lead-handler';
import { createCallbackRequest } from '@/lib/leads';
import { callbackRequestSchema } from '@/lib/validation/callback';

// POST /api/request-a-callback: store a callback request (spec §7)
export async function POST(req: Request) {
  return handleLeadPost(req, callbackRequestSchema, createCallbackRequest, 'callback');
}

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed('POST');

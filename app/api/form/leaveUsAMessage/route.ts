import { methodNotAllowed } from '@/lib/api';
import { handleLeadPost } from '@/lib/lead-handler';
import { createContactMessage } from '@/lib/leads';
import { contactMessageSchema } from '@/lib/validation/contact';

// POST /api/form/leaveUsAMessage: store a contact message (spec §7)
export async function POST(req: Request) {
  return handleLeadPost(req, contactMessageSchema, createContactMessage, 'contact');
}

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed('POST');

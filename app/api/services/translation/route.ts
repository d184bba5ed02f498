import { otherMethods } from '@/lib/api/responses';
import { translationLead } from '@/lib/leads/kinds';
import { uploadLeadPost } from '@/lib/leads/upload-handler';

// POST /api/services/translation: store a translation/interpretation enquiry and its optional document
export const POST = uploadLeadPost(translationLead, { field: 'document' });

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

import { otherMethods } from '@/lib/api/responses';
import { applicationLead } from '@/lib/leads/kinds';
import { uploadLeadPost } from '@/lib/leads/upload-handler';
import { applicationMessages } from '@/lib/validation/application';

// POST /api/applications: store a teaching application with its CV
export const POST = uploadLeadPost(applicationLead, {
  field: 'cv',
  required: applicationMessages.cv,
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

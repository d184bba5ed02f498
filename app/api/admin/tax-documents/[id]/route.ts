import { ApiError } from '@/lib/api/errors';
import { withStaff } from '@/lib/api/guards';
import { otherMethods } from '@/lib/api/responses';
import { taxDocumentData, taxDocumentResponse } from '@/lib/tax/documents';

type Ctx = { params: Promise<{ id: string }> };

// GET /api/admin/tax-documents/:id: an issued tax invoice or credit note, for staff
export const GET = withStaff<Ctx>('[admin] tax document', async (_req, _user, ctx) => {
  const { id } = await ctx.params;
  const d = await taxDocumentData(id);
  if (!d) throw new ApiError('not_found', 'No such document.');
  return taxDocumentResponse(d);
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

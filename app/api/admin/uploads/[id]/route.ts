import { ApiError } from '@/lib/api/errors';
import { withStaff } from '@/lib/api/guards';
import { otherMethods } from '@/lib/api/responses';
import { uploadForStaff, uploadResponse } from '@/lib/uploads/staff';

type Ctx = { params: Promise<{ id: string }> };

// GET /api/admin/uploads/:id: a file a visitor attached to a lead, for staff only
export const GET = withStaff<Ctx>('[admin] upload', async (_req, _user, ctx) => {
  const { id } = await ctx.params;
  const file = /^[a-z0-9]{10,40}$/i.test(id) ? await uploadForStaff(id) : null;
  if (!file) throw new ApiError('not_found', 'No such file.');
  return uploadResponse(file);
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

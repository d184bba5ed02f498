import { apiError, otherMethods } from '@/lib/api';
import { readSession } from '@/lib/auth/session';
import { isStaffRole } from '@/lib/auth/roles';
import { uploadForStaff, uploadResponse } from '@/lib/uploads/staff';

// GET /api/admin/uploads/:id: a file a visitor attached to a lead, for staff only
export async function GET(req: Request, ctx: { params: Promise<{ id: string }> }) {
  const user = await readSession(req.headers);
  if (!user) return apiError(401, 'unauthorized', 'Please log in first.');
  if (!isStaffRole(user.role)) return apiError(403, 'forbidden', 'This is for the school’s staff.');
  const { id } = await ctx.params;
  const file = /^[a-z0-9]{10,40}$/i.test(id) ? await uploadForStaff(id) : null;
  if (!file) return apiError(404, 'not_found', 'No such file.');
  return uploadResponse(file);
}

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

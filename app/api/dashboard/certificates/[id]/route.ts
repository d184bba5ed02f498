import { apiError, otherMethods } from '@/lib/api';
import { userForRead } from '@/lib/auth/request';
import { unexpected } from '@/lib/auth/respond';
import { ownCertificate } from '@/lib/learner/certificates';
import { certificateFileName, certificatePdf } from '@/lib/pdf/certificate';
import { siteUrl } from '@/lib/site-url';

// GET /api/dashboard/certificates/:id: the certificate PDF, for the learner it was issued to only
export async function GET(req: Request, ctx: { params: Promise<{ id: string }> }) {
  const guard = await userForRead(req);
  if (!guard.ok) return guard.response;
  const { id } = await ctx.params;
  try {
    const c = await ownCertificate(guard.user.id, id);
    // Another learner's certificate answers as one that does not exist.
    if (!c) return apiError(404, 'not_found', 'No certificate of yours has this id.');
    const pdf = await certificatePdf({ ...c, verifyUrl: `${siteUrl()}/certificates/${c.id}` });
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${certificateFileName(c.id)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (e) {
    return unexpected('certificate', e);
  }
}

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

import { ApiError } from '@/lib/api/errors';
import { withUser } from '@/lib/api/guards';
import { otherMethods } from '@/lib/api/responses';
import { ownCertificate } from '@/lib/learner/certificates';
import { limitLearnerDownloads } from '@/lib/payments/limit';
import { certificateFileName, certificatePdf } from '@/lib/pdf/certificate';
import { pdfResponse } from '@/lib/pdf/response';
import { siteUrl } from '@/lib/site-url';

type Ctx = { params: Promise<{ id: string }> };

// GET /api/dashboard/certificates/:id: the certificate PDF, for the learner it was issued to only
export const GET = withUser<Ctx>('[certificate]', async (_req, user, ctx) => {
  const { id } = await ctx.params;
  const c = await ownCertificate(user.id, id);
  // Another learner's certificate answers as one that does not exist.
  if (!c) throw new ApiError('not_found', 'No certificate of yours has this id.');
  // Each download is a PDF made afresh (fonts embedded): limited per learner, as receipts are per
  // address, so a loop of downloads cannot take the server's processors.
  await limitLearnerDownloads(user.id);
  const pdf = await certificatePdf({ ...c, verifyUrl: `${siteUrl()}/certificates/${c.id}` });
  return pdfResponse(pdf, certificateFileName(c.id), { disposition: 'inline' });
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

import 'server-only';
import type { z } from 'zod/mini';
import { fieldsNeedAttention, parseInput } from '@/lib/api/body';
import { ApiError, apiError, retryAfter } from '@/lib/api/errors';
import { jsonOk } from '@/lib/api/responses';
import { reachUs } from '@/content/site';
import { clientIp, clientMeta } from '@/lib/client-info';
import { fromFormFields, leadHandler } from '@/lib/leads/handler';
import type { LeadKind } from '@/lib/leads/kinds/define-lead-kind';
import { storeLeadWith } from '@/lib/leads/store';
import { readMultipart } from '@/lib/uploads/multipart';
import { sniffUpload } from '@/lib/uploads/sniff';
import { uploadCompanion } from '@/lib/uploads/store';

export const WRONG_FILE_TYPE = 'The file must be a PDF, Word (DOCX), JPG or PNG document.';

/**
 * How many uploads this instance reads and holds at once, in all and from one address. Each holds
 * its file (up to 10 MB) in memory until it is stored, outside the server's heap limit, so a burst
 * of large uploads (or someone sending many on purpose) could otherwise take the instance's memory;
 * the limit per address keeps one sender from taking every place. The school receives a few files
 * a day; a sender over a limit is told to try again shortly, and the form keeps what was typed.
 */
export const UPLOADS_AT_ONCE = 6;
export const UPLOADS_AT_ONCE_PER_ADDRESS = 2;
export const UPLOADS_FROM_YOU =
  'Your earlier files are still being sent. Please wait for them to finish, then try again.';
export const UPLOADS_BUSY = `We are receiving several files just now. Please try again in a minute, or ${reachUs()}.`;
const uploading = new Map<string, number>();
let uploadingInAll = 0;

/**
 * A lead POST that carries one file (multipart/form-data): read and check the whole body, validate
 * the text fields with the kind's schema, check the file by its bytes, then store the lead and the
 * file in one transaction. Nothing is written before every check passed, and nothing half: a
 * refused, cut-off or failed upload leaves no row and no file.
 */
export function uploadLeadPost<In extends z.ZodMiniType, D>(
  kind: LeadKind<In, D>,
  file: { field: string; required?: string },
) {
  return leadHandler(kind.kind, (req) => uploadOne(req, kind, file));
}

async function uploadOne<In extends z.ZodMiniType, D>(
  req: Request,
  kind: LeadKind<In, D>,
  file: { field: string; required?: string },
) {
  const address = clientIp(req.headers);
  const mine = uploading.get(address) ?? 0;
  // This sender's own uploads still arriving: too many at once from them (429); every place taken
  // by others: the server is busy (503).
  if (mine >= UPLOADS_AT_ONCE_PER_ADDRESS) {
    return apiError('rate_limited', UPLOADS_FROM_YOU, undefined, retryAfter(60));
  }
  if (uploadingInAll >= UPLOADS_AT_ONCE) {
    return apiError('server_busy', UPLOADS_BUSY, undefined, retryAfter(60));
  }
  uploadingInAll++;
  uploading.set(address, mine + 1);
  try {
    return await handleUpload(req, kind, file);
  } finally {
    uploadingInAll--;
    const left = (uploading.get(address) ?? 1) - 1;
    if (left > 0) uploading.set(address, left);
    else uploading.delete(address);
  }
}

async function handleUpload<In extends z.ZodMiniType, D>(
  req: Request,
  kind: LeadKind<In, D>,
  file: { field: string; required?: string },
) {
  const body = await readMultipart(req, { fileField: file.field });
  if (!body.ok) return body.response;
  const missing = file.required && !body.file ? file.required : null;
  let input;
  try {
    input = parseInput(kind.input, fromFormFields(body.fields));
  } catch (e) {
    // A missing file is named beside the fields' own sentences.
    if (missing && e instanceof ApiError) {
      throw fieldsNeedAttention({ ...e.fields, [file.field]: missing });
    }
    throw e;
  }
  if (missing) throw fieldsNeedAttention({ [file.field]: missing });
  let checked = null;
  if (body.file) {
    const type = sniffUpload(body.file.bytes);
    if (!type) {
      throw new ApiError('unsupported_media_type', WRONG_FILE_TYPE, {
        [file.field]: WRONG_FILE_TYPE,
      });
    }
    checked = { ...body.file, type };
  }
  const meta = await clientMeta(req);
  const { id } = await storeLeadWith(kind, input, meta, uploadCompanion(checked));
  return jsonOk({ id }, 201);
}

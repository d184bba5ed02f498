import 'server-only';
import type { z } from 'zod/mini';
import { apiError, jsonOk } from '@/lib/api';
import type { LeadKind } from '@/lib/leads/kind';
import { clientMeta, fromFormFields, leadFailure, validateLead } from '@/lib/leads/respond';
import { storeLeadWith } from '@/lib/leads/store';
import { readMultipart } from '@/lib/uploads/multipart';
import { sniffUpload } from '@/lib/uploads/sniff';
import { uploadCompanion } from '@/lib/uploads/store';

export const WRONG_FILE_TYPE = 'The file must be a PDF, Word (DOCX), JPG or PNG document.';

/**
 * A lead POST that carries one file (multipart/form-data): read and check the whole body, validate
 * the text fields with the kind's schema, check the file by its bytes, then store the lead and the
 * file in one transaction. Nothing is written before every check passed, and nothing half: a
 * refused, cut-off or failed upload leaves no row and no file.
 */
export async function handleUploadLeadPost<In extends z.ZodMiniType, D>(
  req: Request,
  kind: LeadKind<In, D>,
  file: { field: string; required?: string },
) {
  const body = await readMultipart(req, { fileField: file.field });
  if (!body.ok) return body.response;
  const valid = validateLead(kind.input, fromFormFields(body.fields));
  const missing = file.required && !body.file ? file.required : null;
  if (!valid.ok) {
    if (!missing) return valid.response;
    const json = (await valid.response.json()) as {
      error: { message: string; fields?: Record<string, string> };
    };
    return apiError(400, 'validation_failed', 'Some fields need attention.', {
      ...json.error.fields,
      [file.field]: missing,
    });
  }
  if (missing) {
    return apiError(400, 'validation_failed', 'Some fields need attention.', {
      [file.field]: missing,
    });
  }
  let checked = null;
  if (body.file) {
    const type = sniffUpload(body.file.bytes);
    if (!type) {
      return apiError(415, 'unsupported_media_type', WRONG_FILE_TYPE, {
        [file.field]: WRONG_FILE_TYPE,
      });
    }
    checked = { ...body.file, type };
  }
  try {
    const meta = await clientMeta(req);
    const { id } = await storeLeadWith(kind, valid.data, meta, uploadCompanion(checked));
    return jsonOk({ id }, 201);
  } catch (e) {
    return leadFailure(kind.kind, e);
  }
}

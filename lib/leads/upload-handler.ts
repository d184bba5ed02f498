import 'server-only';
import type { z } from 'zod/mini';
import { fieldsNeedAttention, parseInput } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { jsonOk } from '@/lib/api/responses';
import { clientMeta } from '@/lib/client-info';
import { fromFormFields, leadFailure } from '@/lib/leads/handler';
import type { LeadKind } from '@/lib/leads/kinds/define-lead-kind';
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
  const missing = file.required && !body.file ? file.required : null;
  try {
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
        throw new ApiError(415, 'unsupported_media_type', WRONG_FILE_TYPE, {
          [file.field]: WRONG_FILE_TYPE,
        });
      }
      checked = { ...body.file, type };
    }
    const meta = await clientMeta(req);
    const { id } = await storeLeadWith(kind, input, meta, uploadCompanion(checked));
    return jsonOk({ id }, 201);
  } catch (e) {
    return leadFailure(kind.kind, e);
  }
}

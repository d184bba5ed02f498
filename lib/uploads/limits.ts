// Upload limits the browser checks before sending and the server enforces (lib/uploads/multipart.ts).

/** The largest file a form accepts (spec issue: PDF/DOCX/JPG/PNG up to 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

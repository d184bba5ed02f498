import 'server-only';
import { db } from '@/lib/db';

/**
 * The only way out for uploaded files: staff code paths (the back office's lead view and its
 * download handler), which must call `requireStaff()` first (lib/auth, the back-office issue).
 * There is deliberately no public route to an upload: a visitor's CV or document is personal data.
 */
export async function uploadsOfLead(leadId: string) {
  return db().upload.findMany({
    where: { leadId },
    select: { id: true, fileName: true, mimeType: true, size: true, sha256: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
  });
}

/** One file with its bytes, for a staff download (served as an attachment, never inline). */
export async function uploadForStaff(id: string) {
  return db().upload.findUnique({ where: { id } });
}

/** The download answer for a file, as a staff handler sends it. */
export function uploadResponse(file: { fileName: string; mimeType: string; bytes: Uint8Array }) {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/"/g, '')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

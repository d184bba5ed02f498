import 'server-only';
import { createHash } from 'node:crypto';
import type { Companion } from '@/lib/leads/store';
import { safeFileName, type UploadType } from './sniff';

export type CheckedUpload = { fileName: string; bytes: Buffer; type: UploadType };

/** The Upload row written in the lead's transaction (storeLeadWith in lib/leads/store.ts). */
export function uploadCompanion(
  file: CheckedUpload | null,
): Companion<{ uploadId: string | null }> {
  return {
    async write(tx, lead) {
      if (!file) return { uploadId: null };
      const { id } = await tx.upload.create({
        data: {
          leadId: lead.id,
          fileName: safeFileName(file.fileName, file.type),
          mimeType: file.type.mime,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          bytes: new Uint8Array(file.bytes),
        },
        select: { id: true },
      });
      return { uploadId: id };
    },
  };
}

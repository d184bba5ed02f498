import 'server-only';
import { db } from '@/lib/db';
import type { TaxDocumentData } from '@/lib/pdf/tax-invoice';

/** An enrolment's issued tax documents, for the pages that list them (invoices first). */
export function taxDocumentsOf(enrolmentId: string) {
  return db().taxDocument.findMany({
    where: { enrolmentId },
    orderBy: [{ issuedAt: 'asc' }, { kind: 'desc' }, { seq: 'asc' }],
    select: { id: true, kind: true, number: true, issuedAt: true, totalPaise: true },
  });
}

export type TaxDocumentLink = Awaited<ReturnType<typeof taxDocumentsOf>>[number];

const ID = /^[a-z0-9]{10,40}$/i;

/**
 * One issued document as its PDF prints it; with `reference`, only a document of that enrolment
 * (the learner's download, after the enrolment's own ownership check). Null when there is none.
 */
export async function taxDocumentData(
  id: string,
  reference?: string,
): Promise<TaxDocumentData | null> {
  if (!ID.test(id)) return null;
  const d = await db().taxDocument.findUnique({
    where: { id },
    include: {
      invoice: { select: { number: true, issuedAt: true } },
      enrolment: { select: { reference: true } },
    },
  });
  if (!d || (reference !== undefined && d.enrolment.reference !== reference)) return null;
  const { enrolment, ...rest } = d;
  return { ...rest, reference: enrolment.reference };
}

/** The PDF as a download (made afresh, never cached). */
export async function taxDocumentResponse(d: TaxDocumentData): Promise<Response> {
  // Loaded on request, so the server does not hold pdfkit from its start.
  const { taxDocumentFileName, taxDocumentPdf } = await import('@/lib/pdf/tax-invoice');
  const pdf = await taxDocumentPdf(d);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${taxDocumentFileName(d)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

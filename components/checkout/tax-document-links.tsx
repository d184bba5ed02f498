import { FileText } from 'lucide-react';
import { taxText } from '@/content/tax';

export type TaxDocumentLinkData = { id: string; kind: string; number: string };

/**
 * The enrolment's tax invoices and credit notes as downloads (nothing while there are none, so
 * nothing mentions GST before the school registers): the success page and the dashboard's card.
 */
export function TaxDocumentLinks({
  reference,
  documents,
  className = '',
}: {
  reference: string;
  documents: TaxDocumentLinkData[];
  className?: string;
}) {
  if (!documents.length) return null;
  return (
    <ul className={`grid gap-2 ${className}`}>
      {documents.map((d) => (
        <li key={d.id}>
          <a
            href={`/api/enrolments/${reference}/tax-documents/${d.id}`}
            download
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline"
          >
            <FileText aria-hidden="true" className="size-5 shrink-0" />
            {d.kind === 'credit_note' ? taxText.downloadCreditNote : taxText.downloadInvoice}{' '}
            {d.number}
          </a>
        </li>
      ))}
    </ul>
  );
}

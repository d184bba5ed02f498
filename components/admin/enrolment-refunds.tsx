import { controlClass as control, DetailSection } from '@/components/admin/detail-parts';
import { buttonClass } from '@/components/ui/button';
import { taxText } from '@/content/tax';
import { closeEnrolmentAction } from '@/lib/admin/actions/enrolments';
import { formatDate, formatDateTime } from '@/lib/dates';
import { db } from '@/lib/db';
import { formatPaise } from '@/lib/payments/format';
import { taxDocumentsOf } from '@/lib/tax/documents';

type Enrolment = { id: string; reference: string; amountPaise: number; refundedPaise: number };

/**
 * 'Mark refunded' of a paid enrolment: an amount (empty: the rest not yet refunded) and the
 * reason. A part keeps it paid; the rest makes it refunded (lib/admin/refunds.ts).
 */
export function RefundSection({ e }: { e: Enrolment }) {
  const rest = e.amountPaise - e.refundedPaise;
  return (
    <DetailSection id="close" title="Refund">
      <form action={closeEnrolmentAction} className="mt-3 grid gap-2">
        <input type="hidden" name="reference" value={e.reference} />
        <input type="hidden" name="action" value="refund" />
        <label htmlFor="refund-amount" className="text-sm font-semibold text-ink">
          Amount to refund (₹)
        </label>
        <p id="refund-amount-hint" className="text-sm text-muted">
          {e.refundedPaise
            ? `${formatPaise(e.refundedPaise)} refunded so far; ${formatPaise(rest)} is left. `
            : ''}
          Leave it empty to refund all of {formatPaise(rest)}; a part keeps the enrolment paid.
        </p>
        <input
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={(rest / 100).toFixed(2)}
          aria-describedby="refund-amount-hint"
          className={`${control} justify-self-start`}
        />
        <label htmlFor="reason" className="text-sm font-semibold text-ink">
          Reason
        </label>
        <textarea
          id="reason"
          name="reason"
          required
          rows={2}
          maxLength={1000}
          className={`${control} py-2`}
        />
        <button type="submit" className={buttonClass('outline', 'justify-self-start')}>
          Mark refunded
        </button>
      </form>
    </DetailSection>
  );
}

/** The enrolment's refunds and its issued tax invoices and credit notes, each a download. */
export async function MoneyDocumentsSection({ e }: { e: Enrolment }) {
  const [refunds, documents] = await Promise.all([
    db().refund.findMany({ where: { enrolmentId: e.id }, orderBy: { createdAt: 'asc' } }),
    taxDocumentsOf(e.id),
  ]);
  if (!refunds.length && !documents.length) return null;
  return (
    <DetailSection id="documents" title="Refunds and tax documents">
      {refunds.length ? (
        <ul className="mt-2 grid gap-1 text-sm">
          {refunds.map((r) => (
            <li key={r.id}>
              Refund {formatPaise(r.amountPaise)} · {formatDateTime(r.createdAt)}
              {r.by ? ` · ${r.by}` : ''} · {r.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length ? (
        <ul className="mt-2 grid gap-1 text-sm">
          {documents.map((d) => (
            <li key={d.id}>
              <a
                href={`/api/admin/tax-documents/${d.id}`}
                download
                className="font-semibold text-brand underline"
              >
                {d.kind === 'credit_note' ? taxText.creditNoteTitle : taxText.invoiceTitle}{' '}
                <span className="font-mono">{d.number}</span>
              </a>{' '}
              · {formatDate(d.issuedAt)} · {formatPaise(d.totalPaise)}
            </li>
          ))}
        </ul>
      ) : null}
    </DetailSection>
  );
}

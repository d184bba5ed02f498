import 'server-only';
import { z } from 'zod';
import { db, isUniqueViolation } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { SERIES_TX, withSeriesRetry } from '@/lib/tax/series';
import { markPaidTx, type MarkPaidResult } from './mark-paid';
import { createHash } from 'node:crypto';

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: entity({
        id: z.string(),
        order_id: z.string().nullish(),
        amount: z.number().int(),
        status: z.string().optional(),
        error_description: z.string().nullish(),
      }).optional(),
      order: entity({ id: z.string(), amount_paid: z.number().int().optional() }).optional(),
    })
    .default({}),
});

export type WebhookOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; event: string }
  | { outcome: 'failed_recorded' }
  | { outcome: 'processed'; result: MarkPaidResult }
  | { outcome: 'invalid' };

/**
 * A verified webhook event (the route checked X-Razorpay-Signature over the raw body). The event
 * id is recorded in the same transaction as what the event does: a replay or a duplicate delivery
 * finds the id taken and does nothing; a failure rolls both back, so Razorpay's retry is handled.
 */
export async function handleWebhookEvent(
  rawBody: Buffer,
  eventIdHeader: string | null,
): Promise<WebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { outcome: 'invalid' };
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return { outcome: 'invalid' };
  const { event, payload } = parsed.data;
  // Razorpay sends X-Razorpay-Event-Id; without it, the body's hash stands for the event.
  const eventId =
    eventIdHeader?.slice(0, 100) || `body:${createHash('sha256').update(rawBody).digest('hex')}`;
  const payment = payload.payment?.entity;
  const orderId = payment?.order_id ?? payload.order?.entity.id ?? null;

  try {
    // A clash on the invoice series (lib/tax/series.ts) runs it again for a fresh number.
    const outcome = await withSeriesRetry(() =>
      db().$transaction(async (tx): Promise<WebhookOutcome> => {
        const row = orderId
          ? await tx.payment.findUnique({
              where: { providerOrderId: orderId },
              select: { id: true },
            })
          : null;
        await tx.paymentEvent.create({
          data: {
            id: eventId,
            type: event,
            paymentId: row?.id ?? null,
            summary: [payment?.id, payment?.status, payment?.error_description]
              .filter(Boolean)
              .join(' ')
              .slice(0, 500),
          },
        });
        if ((event === 'payment.captured' || event === 'order.paid') && orderId && payment) {
          const result = await markPaidTx(
            tx,
            { orderId, paymentId: payment.id, amountPaise: payment.amount },
            'webhook',
          );
          return { outcome: 'processed', result };
        }
        if (event === 'payment.failed' && row) {
          await tx.payment.updateMany({
            where: { id: row.id, status: 'created' },
            data: { lastError: (payment?.error_description ?? 'payment failed').slice(0, 500) },
          });
          return { outcome: 'failed_recorded' };
        }
        return { outcome: 'ignored', event };
      }, SERIES_TX),
    );
    if (outcome.outcome === 'processed' && outcome.result.status === 'paid' && mailEnabled()) {
      kickOutbox();
    }
    return outcome;
  } catch (e) {
    // The event id taken: this event was handled before (or is being handled right now).
    if (isUniqueViolation(e)) return { outcome: 'duplicate' };
    throw e;
  }
}

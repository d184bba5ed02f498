/**
 * Issue 51: the payment step has its own address, /detail-verification/payment?ref=, and its page
 * does the access check and the reads; the components it renders are given plain values and load
 * nothing that reads the database, the session or the environment. The old address
 * /detail-verification?ref= (e-mails already sent, bookmarks) redirects to the new one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import DetailVerificationPage from '@/app/(site)/detail-verification/page';
import PaymentStepPage, { metadata } from '@/app/(site)/detail-verification/payment/page';
import { couponText, detailsText, paymentText as t, successText } from '@/content/checkout';
import { mayView } from '@/lib/payments/enrolment-access';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { unpaidRefused } from '@/lib/payments/holds';
import { paymentPath } from '@/lib/payments/payment-path';
import { razorpayConfig } from '@/lib/payments/razorpay';
import { importGraph } from '@/scripts/lib/layers.mjs';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => '/detail-verification/payment',
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
}));
jest.mock('@/lib/request-time', () => ({ requestTime: async () => NOW }));
jest.mock('@/lib/payments/enrolment-access', () => ({ mayView: jest.fn() }));
jest.mock('@/lib/payments/enrolments', () => ({ enrolmentForPayment: jest.fn() }));
jest.mock('@/lib/payments/razorpay', () => ({ razorpayConfig: jest.fn() }));

const NOW = Date.parse('2026-03-02T06:00:00Z');
const REF = 'FS-ABCD2345';
const may = jest.mocked(mayView);
const read = jest.mocked(enrolmentForPayment);
const rzp = jest.mocked(razorpayConfig);

type Found = NonNullable<Awaited<ReturnType<typeof enrolmentForPayment>>>;
const enrolment = (over: Partial<Found['enrolment']> = {}) =>
  ({
    reference: REF,
    status: 'pending_payment',
    course: 'b1',
    cohort: '14',
    cohortRef: { number: 14, startDate: '2026-04-06' },
    batch: 2,
    fullName: 'Meera Nair',
    email: 'meera@example.com',
    phone: '+919876543210',
    parentName: null,
    amountPaise: 2_399_900,
    mrpPaise: 2_999_900,
    couponCode: 'B1-20',
    couponDiscountPaise: 600_000,
    referralCode: null,
    referralDiscountPaise: 0,
    quoteExpiresAt: new Date(NOW + 30 * 60_000),
    createdAt: new Date(NOW),
    paidAt: null,
    ...over,
  }) as Found['enrolment'];
const found = (over: Partial<Found> = {}): Found => ({
  enrolment: enrolment(),
  requoted: false,
  full: false,
  closed: false,
  capped: null,
  ...over,
});

/** The HTML the page renders, or where it redirected (`redirect <url> <status>`). */
async function render(page: Promise<ReactElement>): Promise<string> {
  let tree: ReactElement;
  try {
    tree = await page;
  } catch (e) {
    const [kind, , to, status] = String((e as { digest?: string }).digest ?? e).split(';');
    if (kind === 'NEXT_REDIRECT') return `redirect ${to} ${status}`;
    throw e;
  }
  // prerender waits for the async parts (the transfer's QR code), as the server does.
  const { prelude } = await prerender(tree);
  return (await new Response(prelude).text()).replace(/<!-- -->/g, '');
}
/** The order's rows, "term: value". */
const facts = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, k, v]) => `${k}: ${v}`);
const payment = (ref?: string | string[]) =>
  render(PaymentStepPage({ searchParams: Promise.resolve(ref === undefined ? {} : { ref }) }));
const details = (q: Record<string, string>) =>
  render(DetailVerificationPage({ searchParams: Promise.resolve(q) }));

beforeEach(() => {
  may.mockReset();
  read.mockReset();
  rzp.mockReset().mockReturnValue(null);
});

describe('the payment step’s page', () => {
  it('is not indexed', () => {
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('shows a visitor who may not see the enrolment that it is private, and reads nothing', async () => {
    may.mockResolvedValue(false);
    const html = await payment(REF);
    expect(may).toHaveBeenCalledWith(REF);
    expect(read).not.toHaveBeenCalled();
    expect(html).toContain(successText.privateTitle);
    expect(html).toContain(t.notYours);
    expect(html).not.toContain(`>${t.title}</h1>`);
    expect(html).not.toContain(REF);
  });

  it('without one reference (none, or two) is private too', async () => {
    may.mockResolvedValue(false);
    expect(await payment()).toContain(successText.privateTitle);
    expect(may).toHaveBeenLastCalledWith('');
    expect(await payment([REF, REF])).toContain(successText.privateTitle);
    expect(may).toHaveBeenLastCalledWith('');
  });

  it('an unknown enrolment is private', async () => {
    may.mockResolvedValue(true);
    read.mockResolvedValue(null);
    expect(await payment(REF)).toContain(successText.privateTitle);
    expect(read).toHaveBeenCalledWith(REF, NOW);
  });

  it('sends an enrolment no longer waiting for payment to the success page', async () => {
    may.mockResolvedValue(true);
    read.mockResolvedValue(found({ enrolment: enrolment({ status: 'paid' }) }));
    expect(await payment(REF)).toBe(`redirect /payment-sucessfull?ref=${REF} 307`);
  });

  it('says why a lapsed hold could not be renewed, with the way back to the checkout', async () => {
    may.mockResolvedValue(true);
    for (const [over, message] of [
      [{ full: true }, detailsText.batchFull],
      [{ closed: true }, detailsText.cohortClosed],
      [{ capped: 'holds' }, unpaidRefused.holds],
    ] as const) {
      read.mockResolvedValue(found(over));
      const html = await payment(REF);
      expect(html).toContain(`>${t.title}</h1>`);
      expect(html).toContain(message);
      expect(html).toContain('href="/checkout?course=b1"');
      expect(html).not.toContain(t.amountDue);
    }
  });

  it('shows the owner the order, the price held and the bank transfer without Razorpay', async () => {
    may.mockResolvedValue(true);
    read.mockResolvedValue(found({ requoted: true }));
    const html = await payment(REF);
    expect(html).toContain(`>${t.title}</h1>`);
    expect(html).toContain(t.requoted);
    // The order as the page read it: the price before the code, the code's part, what is due.
    expect(facts(html)).toEqual([
      'Cohort: 14',
      'Batch: 4:00-6:30 PM IST',
      'Cohort starts: 6 April 2026',
      `${t.reference}: ${REF}`,
      `${couponText.priceBefore}: ₹29,999`,
      `${couponText.discountRow('B1-20')}: −₹6,000`,
      `${t.amountDue}: ₹23,999`,
    ]);
    expect(html).toContain(t.heldUntil('2 Mar 2026, 12:00 pm'));
    expect(html).toContain(t.detailsPendingTitle);
    expect(html).not.toContain(t.razorpayTitle);
  });

  it('offers Razorpay once it is configured, with its checkout script’s address', async () => {
    may.mockResolvedValue(true);
    read.mockResolvedValue(found());
    rzp.mockReturnValue({
      keyId: 'rzp_test_x',
      keySecret: 'secret_x',
      webhookSecret: null,
      apiBase: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const html = await payment(REF);
    expect(html).toContain(t.razorpayTitle);
    expect(html).not.toContain(t.detailsPendingTitle);
    expect(html).not.toContain(t.requoted);
  });
});

describe('the payment step’s address', () => {
  it('is built in one place, the reference encoded', () => {
    expect(paymentPath(REF)).toBe(`/detail-verification/payment?ref=${REF}`);
    expect(paymentPath('a&b=c')).toBe('/detail-verification/payment?ref=a%26b%3Dc');
  });

  it('the old one, /detail-verification?ref=, redirects to it (307), before any read', async () => {
    expect(await details({ ref: REF })).toBe(
      `redirect /detail-verification/payment?ref=${REF} 307`,
    );
    expect(await details({ ref: 'x&course=b1' })).toBe(
      'redirect /detail-verification/payment?ref=x%26course%3Db1 307',
    );
    expect(may).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it('the details step is still the old address without ?ref=', async () => {
    expect(await details({})).toBe('redirect /checkout 307');
  });
});

describe('the payment step’s components', () => {
  // Parsing the whole tree's imports takes a few seconds.
  it('load no module that reads the database, the session or the environment', () => {
    const root = path.join(__dirname, '..', '..');
    const graph = importGraph(root) as Map<string, string[]> & {
      types: Map<string, Set<string>>;
    };
    const seen = new Set<string>();
    const todo = ['components/checkout/payment-step.tsx'];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const typesOnly = graph.types.get(file) ?? new Set();
      todo.push(...(graph.get(file) ?? []).filter((to) => !typesOnly.has(to)));
    }
    expect(seen.size).toBeGreaterThan(5);
    const serverOnly = [...seen].filter((f) =>
      /^import 'server-only';/m.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(serverOnly).toEqual([]);
    for (const reader of ['lib/db.ts', 'lib/env.ts', 'lib/auth/session.ts']) {
      expect([reader, seen.has(reader)]).toEqual([reader, false]);
    }
  }, 60_000);
});

/**
 * The payment step without Razorpay (issue 21): the school's UPI and bank details come from
 * content/checkout.ts (null until the school sets them) or the SCHOOL_UPI_* / SCHOOL_BANK_*
 * environment; while neither method is complete, the step shows no payment detail and no
 * reference form, and offers the callback instead.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { TransferPayment } from '@/components/checkout/transfer-payment';
import { paymentText as t, transferDetails } from '@/content/checkout';
import { parseEnv } from '@/lib/env';
import { paymentDetails, paymentValue } from '@/lib/payments/transfer-details';

jest.mock('next/navigation', () => ({
  usePathname: () => '/detail-verification/payment',
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
}));

afterEach(() => jest.restoreAllMocks());

const env = {
  SCHOOL_UPI_ID: 'test.school@okaxis',
  SCHOOL_UPI_PAYEE: 'Test School',
  SCHOOL_BANK_ACCOUNT_NAME: 'Test School',
  SCHOOL_BANK_ACCOUNT_NUMBER: '1234 5678 9012',
  SCHOOL_BANK_IFSC: 'test0abc123',
  SCHOOL_BANK_NAME: 'Test Bank, Gurugram',
};

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const step = (details: ReturnType<typeof paymentDetails>) =>
  TransferPayment({ reference: 'FS-TEST0001', amountPaise: 2999900, details, course: 'b1' });

describe('the school’s transfer details', () => {
  it('are unset in the default content/, and so in an empty environment', () => {
    expect(transferDetails.upiId).toBeNull();
    expect(transferDetails.bank.accountNumber).toBeNull();
    expect(paymentDetails({})).toEqual({ upi: null, bank: null });
  });

  it('come from the environment, cleaned, each method only when complete', () => {
    expect(paymentDetails(env)).toEqual({
      upi: { upiId: 'test.school@okaxis', payeeName: 'Test School' },
      bank: {
        accountName: 'Test School',
        accountNumber: '123456789012',
        ifsc: 'TEST0ABC123',
        bankName: 'Test Bank, Gurugram',
      },
    });
    // a UPI id without its payee, or an account without its IFSC, is no way to pay
    expect(paymentDetails({ SCHOOL_UPI_ID: env.SCHOOL_UPI_ID }).upi).toBeNull();
    expect(paymentDetails({ ...env, SCHOOL_BANK_IFSC: undefined }).bank).toBeNull();
    expect(paymentDetails({ ...env, SCHOOL_BANK_NAME: '' }).bank?.bankName).toBeNull();
  });

  it('count as unset when their format is wrong, and the environment refuses them at start', () => {
    for (const [name, field, bad] of [
      ['SCHOOL_UPI_ID', 'upiId', 'not a upi id'],
      ['SCHOOL_BANK_ACCOUNT_NUMBER', 'accountNumber', '000-000'],
      ['SCHOOL_BANK_IFSC', 'ifsc', 'XXXX000'],
    ] as const) {
      expect(paymentValue(field, { [name]: bad })).toBeNull();
      expect(() => parseEnv({ [name]: bad })).toThrow(name);
    }
    expect(() => parseEnv(env)).not.toThrow();
  });

  it('an environment value overrides the one in content/checkout.ts', () => {
    jest.replaceProperty(transferDetails, 'upiId', 'content.school@okhdfcbank');
    jest.replaceProperty(transferDetails, 'payeeName', 'Content School');
    expect(paymentDetails({}).upi).toEqual({
      upiId: 'content.school@okhdfcbank',
      payeeName: 'Content School',
    });
    expect(paymentDetails({ SCHOOL_UPI_ID: 'env.school@okaxis' }).upi).toEqual({
      upiId: 'env.school@okaxis',
      payeeName: 'Content School',
    });
  });
});

describe('the payment step', () => {
  it('while the details are unset: no UPI, no bank, no reference form; the callback and the reference', async () => {
    const page = await html(await step(paymentDetails({})));
    expect(page).toContain(t.detailsPendingTitle);
    expect(page).toContain('FS-TEST0001');
    expect(page).toContain('href="/request-a-callback?course=b1&amp;topic=payment-details"');
    expect(page).toContain(t.detailsPendingButton);
    for (const absent of [
      'upi://',
      t.upiTitle,
      t.upiId,
      t.accountNumber,
      t.ifsc,
      t.utrTitle,
      t.utrLabel,
      '<form',
      '<svg',
    ])
      expect([absent, page.includes(absent)]).toEqual([absent, false]);
  });

  it('with the details set: the UPI code and link for the amount, the bank account and the reference form', async () => {
    const page = await html(await step(paymentDetails(env)));
    expect(page).toMatch(
      /href="upi:\/\/pay\?pa=test\.school%40okaxis&amp;pn=Test%20School&amp;am=29999\.00&amp;cu=INR&amp;tn=FS-TEST0001"/,
    );
    expect(page).toContain('aria-label="UPI QR code: pay ₹29,999 to test.school@okaxis"');
    for (const shown of [t.upiTitle, t.bankTitle, '123456789012', 'TEST0ABC123', t.utrLabel])
      expect([shown, page.includes(shown)]).toEqual([shown, true]);
    expect(page).not.toContain(t.detailsPendingTitle);
  });

  it('with the bank details only: the bank transfer under its own title, and the reference form', async () => {
    const page = await html(await step(paymentDetails({ ...env, SCHOOL_UPI_ID: undefined })));
    expect(page).toContain(t.bankOnlyTitle);
    expect(page).toContain('123456789012');
    expect(page).toContain(t.utrLabel);
    expect(page).not.toContain('upi://');
    expect(page).not.toContain(t.upiTitle);
  });
});

/** @jest-environment jsdom */
/**
 * The checkout details' 'Have a code?' (issue 50): a button that reveals the coupon field by
 * keyboard and moves the focus to it; the code is sent with the details (the browser does no
 * arithmetic); the server's refusal shows as the field's one sentence, the field kept open.
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsForm } from '@/components/checkout/details-form';
import { couponText } from '@/content/checkout';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

const sent: Record<string, unknown>[] = [];
let answer: () => Response;
beforeEach(() => {
  sent.length = 0;
  push.mockReset();
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answer();
  }) as typeof fetch;
});

const json = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Map(),
    json: async () => body,
  }) as unknown as Response;

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876501234');
  await user.click(screen.getByLabelText(/I agree to the Terms and Conditions/));
}

it('opens by keyboard, focuses the field, sends the code; a refusal shows its sentence', async () => {
  const user = userEvent.setup();
  render(<DetailsForm course="b1" batch={0} forKids={false} />);
  expect(screen.queryByLabelText(couponText.label)).toBeNull();
  await fillDetails(user);
  screen.getByRole('button', { name: couponText.reveal }).focus();
  await user.keyboard('{Enter}');
  const field = await screen.findByLabelText(couponText.label);
  await waitFor(() => expect(field).toHaveFocus());
  await user.keyboard('nope-1');

  answer = () =>
    json(400, {
      error: {
        code: 'validation_failed',
        message: couponText.unknown,
        fields: { couponCode: couponText.unknown },
      },
    });
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(screen.getByText(couponText.unknown)).toBeInTheDocument());
  expect(sent[0]).toMatchObject({ couponCode: 'nope-1', course: 'b1', batch: 0 });
  expect(sent[0]).not.toHaveProperty('amountPaise');
  expect(screen.getByLabelText(couponText.label)).toHaveAttribute('aria-invalid', 'true');
  expect(push).not.toHaveBeenCalled();

  answer = () => json(201, { success: true, next: '/detail-verification/payment?ref=FS-ABCDEFGH' });
  await user.clear(screen.getByLabelText(couponText.label));
  await user.type(screen.getByLabelText(couponText.label), 'B1-20');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() =>
    expect(push).toHaveBeenCalledWith('/detail-verification/payment?ref=FS-ABCDEFGH'),
  );
  expect(sent[1]).toMatchObject({ couponCode: 'B1-20' });
});

it('sends no code while the field is closed or empty', async () => {
  const user = userEvent.setup();
  answer = () => json(201, { success: true, next: '/detail-verification/payment?ref=FS-ABCDEFGH' });
  render(<DetailsForm course="b1" batch={0} forKids={false} />);
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(push).toHaveBeenCalled());
  expect(sent[0]).not.toHaveProperty('couponCode');
});

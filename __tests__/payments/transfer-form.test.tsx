/** @jest-environment jsdom */
/**
 * The payment step's transfer form (react-hook-form, as every form): the reference is checked at
 * submit and then at every change, the focus goes to the field, the server's field error comes back
 * under it, a failure is announced, and a recorded transfer moves on to the page the server names.
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransferForm } from '@/components/checkout/transfer-form';
import { paymentText as t } from '@/content/checkout';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

const realFetch = global.fetch;
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: new Map(),
  json: async () => body,
});
let fetchMock: jest.Mock;
beforeEach(() => {
  push.mockReset();
  fetchMock = jest.fn(async () =>
    answer(200, { success: true, next: '/payment-sucessfull?ref=FS-1' }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

function setup() {
  const user = userEvent.setup();
  render(<TransferForm reference="FS-ABCD2345" />);
  const field = screen.getByLabelText(t.utrLabel);
  const submit = () => user.click(screen.getByRole('button', { name: t.utrSubmit }));
  return { user, field, submit };
}

test('an empty or malformed reference is refused under the field, with the focus on it', async () => {
  const { user, field, submit } = setup();
  await submit();
  expect(await screen.findByText(t.utrRequired)).toBeVisible();
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await user.type(field, '12-3');
  expect(await screen.findByText(t.utrInvalid)).toBeVisible();
  await user.type(field, '456');
  await waitFor(() => expect(screen.queryByText(t.utrInvalid)).toBeNull());
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a valid reference is sent cleaned, and the page moves on', async () => {
  const { user, field, submit } = setup();
  await user.type(field, '4123 5678-9012');
  await submit();
  await waitFor(() => expect(push).toHaveBeenCalledWith('/payment-sucessfull?ref=FS-1'));
  expect(fetchMock.mock.calls[0][0]).toBe('/api/enrolments/FS-ABCD2345/transfer');
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ utr: '412356789012' });
});

test("the server's field error comes back under the field; a failure is announced", async () => {
  fetchMock.mockResolvedValueOnce(
    answer(409, {
      success: false,
      error: { code: 'conflict', message: 'Taken', fields: { utr: t.utrTaken } },
    }),
  );
  const { user, field, submit } = setup();
  await user.type(field, '412356789012');
  await submit();
  expect(await screen.findByText(t.utrTaken)).toBeVisible();
  expect(field).toHaveFocus();
  fetchMock.mockResolvedValueOnce(
    answer(500, { success: false, error: { code: 'internal_error', message: 'Try later' } }),
  );
  await submit();
  expect(await screen.findByText('Try later')).toBeVisible();
  expect(push).not.toHaveBeenCalled();
});

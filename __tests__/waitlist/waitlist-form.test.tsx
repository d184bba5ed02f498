/** @jest-environment jsdom */
/**
 * 'Join the waitlist' (issue 24): the button opens the dialog, the form checks its fields with
 * the API's schema (messages under the fields, focus on the first), sends the JSON the route
 * takes, puts the server's field errors back, tells a limit from a failure, and thanks the visitor.
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaitlistButton } from '@/components/course/waitlist-button';
import { WaitlistForm } from '@/components/course/waitlist-form';
import { batches } from '@/content/courses-overview';

jest.mock('next/navigation', () => ({
  usePathname: () => '/intermediate-course',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const realFetch = global.fetch;
/** An answer as fetch gives it (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
let fetchMock: jest.Mock;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  fetchMock = jest.fn(async () => answer(201, { success: true, id: 'lead-1' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
const sent = (i = 0) => ({
  url: fetchMock.mock.calls[i][0] as string,
  body: JSON.parse(String(fetchMock.mock.calls[i][1].body)) as Record<string, unknown>,
});

function renderForm(slot?: number) {
  const user = userEvent.setup();
  render(<WaitlistForm course="b1" slot={slot} headingId="waitlist-title" onClose={() => {}} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  const fill = async () => {
    await user.type(screen.getByLabelText('Full name'), 'Meera Nair');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
  };
  return { user, submit, fill };
}

test('the button opens a labelled dialog with the form; Close gives focus back', async () => {
  const user = userEvent.setup();
  render(
    <WaitlistButton course="b1" slot={2} className="btn">
      Join the waitlist
    </WaitlistButton>,
  );
  const opener = screen.getByRole('button', { name: 'Join the waitlist' });
  expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  expect(opener).toHaveAttribute('type', 'button');
  expect(opener).toHaveClass('btn');
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
  // Under <body>, not inside whatever holds the button.
  expect(dialog.parentElement).toBe(document.body);
  await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus());
  expect(within(dialog).getByText(/next cohort of French B1 Level/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Preferred batch slot (IST)')).toHaveValue('2');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test("offers 'Any slot' (the default) and the five slots in IST", () => {
  renderForm();
  const select = screen.getByLabelText('Preferred batch slot (IST)');
  expect(select).toHaveValue('any');
  const options = within(select).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Any slot',
    ...batches.slots.map((s) => `${s} IST`),
  ]);
  expect(select).toHaveAccessibleDescription(/five daily slots/);
});

test('shows each missing field under it, focuses the first, sends nothing; typing clears', async () => {
  const { user, submit } = renderForm();
  await submit();
  expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  const name = screen.getByLabelText('Full name');
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Full name is required');
  expect(fetchMock).not.toHaveBeenCalled();
  await user.type(name, 'Meera Nair');
  await waitFor(() => expect(screen.queryByText('Full name is required')).toBeNull());
  expect(name).toHaveAttribute('aria-invalid', 'false');
});

test('checks the phone by the country rules and focuses it when it is the first bad field', async () => {
  const { user, submit } = renderForm();
  await user.type(screen.getByLabelText('Full name'), 'Meera Nair');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.type(screen.getByLabelText('Phone number'), '98765');
  await submit();
  expect(await screen.findByText('Enter a 10-digit phone number for +91')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone number')).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('sends the JSON the route takes, then says where we will write', async () => {
  const { user, submit, fill } = renderForm();
  await fill();
  await user.selectOptions(screen.getByLabelText('Preferred batch slot (IST)'), '7:00-9:30 PM IST');
  await submit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const { url, body } = sent();
  expect(url).toBe('/api/form/waitlist');
  expect(fetchMock.mock.calls[0][1]).toMatchObject({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
  });
  expect(body).toEqual({
    name: 'Meera Nair',
    email: 'meera@example.com',
    phoneNumber: '+91 9876543210',
    course: 'b1',
    slot: 3,
    page: '/intermediate-course',
    elapsedMs: expect.any(Number),
  });
  const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('id', 'waitlist-title');
  expect(
    screen.getByText(
      'We have sent a short e-mail to meera@example.com. Open the link in it and press the button to confirm your place on the waitlist for French B1 Level: we write about the next cohort only to addresses that confirmed.',
    ),
  ).toBeInTheDocument();
});

test("sends 'any' when no slot is preferred", async () => {
  const first = renderForm();
  await first.fill();
  await first.submit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sent().body.slot).toBe('any');
});

test('sends a preselected slot as its number', async () => {
  const { fill, submit } = renderForm(4);
  await fill();
  await submit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sent().body.slot).toBe(4);
});

test("puts the server's field errors under their fields and focuses the first", async () => {
  fetchMock.mockImplementationOnce(async () =>
    answer(400, {
      success: false,
      error: {
        code: 'validation_failed',
        message: 'Check the fields',
        fields: { email: 'Invalid email address' },
      },
    }),
  );
  const { fill, submit } = renderForm();
  await fill();
  await submit();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByText('Please check the highlighted fields.')).toBeInTheDocument();
  // What was typed is kept.
  expect(screen.getByLabelText('Full name')).toHaveValue('Meera Nair');
});

test('says under the e-mail field when the address had its confirmation e-mails for the day (429)', async () => {
  const tooMany =
    'We have already sent several confirmation e-mails to this address today. Please use the link in one of them, or try again tomorrow.';
  fetchMock.mockImplementationOnce(async () =>
    answer(429, {
      success: false,
      error: { code: 'validation_failed', message: tooMany, fields: { email: tooMany } },
    }),
  );
  const { fill, submit } = renderForm();
  await fill();
  await submit();
  expect(await screen.findByText(tooMany)).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.queryByText(/sent several requests in a short time/)).toBeNull();
});

test.each([
  [429, { code: 'rate_limited', message: 'Too many' }, /sent several requests in a short time/],
  [503, { code: 'database_unavailable', message: 'Down' }, /could not be sent just now/],
  [500, { code: 'internal_error', message: 'Oops' }, /could not be sent just now/],
])('a %i answer shows its message, focused, and keeps the input', async (status, error, text) => {
  fetchMock.mockImplementationOnce(async () => answer(status, { success: false, error }));
  const { fill, submit } = renderForm();
  await fill();
  await submit();
  const message = await screen.findByText(text);
  await waitFor(() => expect(message).toHaveFocus());
  expect(screen.getByRole('alert')).toContainElement(message);
  expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
  expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
});

test('a network failure shows the failure message', async () => {
  fetchMock.mockImplementationOnce(async () => {
    throw new TypeError('Failed to fetch');
  });
  const { fill, submit } = renderForm();
  await fill();
  await submit();
  expect(await screen.findByText(/could not be sent just now/)).toBeInTheDocument();
});

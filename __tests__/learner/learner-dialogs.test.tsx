/** @jest-environment jsdom */
/**
 * The learner dialogs check their fields with the API's zod schemas (react-hook-form and
 * zodResolver): the sentences, what is sent, the errors cleared by typing, the values kept on
 * Cancel and emptied after a send.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackDialog } from '@/components/dashboard/feedback-dialog';
import { LessonRequestDialog } from '@/components/dashboard/lesson-request-dialog';
import { WithdrawDialog } from '@/components/dashboard/withdraw-dialog';
import { RatingDialog } from '@/components/learner/rating-dialog';

jest.mock('next/navigation', () => ({
  usePathname: () => '/dashboard',
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
  };
});
beforeEach(() => {
  fetchMock = jest.fn(async () => answer(201, { success: true }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0][1].body));

test('feedback: required, cleared by typing, sent with its page, kept on Cancel, emptied after', async () => {
  const user = userEvent.setup();
  render(<FeedbackDialog />);
  await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Please write your feedback before sending it.')).toBeTruthy();
  const box = screen.getByLabelText('Your feedback');
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock).not.toHaveBeenCalled();
  await user.type(box, '  Merci ');
  expect(screen.queryByText('Please write your feedback before sending it.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
  expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('  Merci ');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody()).toEqual({ message: '  Merci ', page: '/dashboard' });
  expect(await screen.findByText('Thank you, your feedback has been sent.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
  expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('');
});

test('lesson request: topic and slot required, the slot sent as its number, server fields shown', async () => {
  const user = userEvent.setup();
  render(<LessonRequestDialog />);
  await user.click(screen.getByRole('button', { name: 'Request lesson' }));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(
    await screen.findByText('Please tell us the topic you would like a lesson on.'),
  ).toBeTruthy();
  expect(screen.getByLabelText('Topic')).toBe(document.activeElement);
  await user.type(screen.getByLabelText('Topic'), 'Le subjonctif');
  expect(screen.queryByText('Please tell us the topic you would like a lesson on.')).toBeNull();
  await user.selectOptions(screen.getByLabelText('Preferred batch slot (IST)'), '7:00-9:30 PM');
  fetchMock.mockImplementationOnce(async () =>
    answer(400, {
      success: false,
      error: { code: 'validation_failed', message: 'x', fields: { message: 'Too long' } },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Too long')).toBeTruthy();
  expect(sentBody()).toEqual({ topic: 'Le subjonctif', batch: 3, message: '' });
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(
    await screen.findByText('Thank you, your lesson request has been sent to our team.'),
  ).toBeTruthy();
});

test('withdrawal: the UPI id checked, sent trimmed', async () => {
  const user = userEvent.setup();
  render(<WithdrawDialog amount="₹500" enabled />);
  await user.click(screen.getByRole('button', { name: 'Withdraw Amount' }));
  const upi = screen.getByRole('textbox');
  await user.type(upi, 'nope');
  await user.click(screen.getAllByRole('button').at(-1)!);
  await waitFor(() => expect(upi.getAttribute('aria-invalid')).toBe('true'));
  expect(fetchMock).not.toHaveBeenCalled();
  await user.type(upi, '@okaxis ');
  expect(upi.getAttribute('aria-invalid')).toBe('false');
  await user.click(screen.getAllByRole('button').at(-1)!);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody()).toEqual({ upiId: 'nope@okaxis' });
});

test('rating: stars required, sent with the course and the comment as typed', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async () => answer(200, { success: true }));
  render(<RatingDialog course="b1" initial={null} />);
  await user.click(screen.getByRole('button', { name: 'Leave a rating' }));
  await user.click(screen.getByRole('button', { name: 'Save rating' }));
  expect(await screen.findByText('Please choose from 1 to 5 stars.')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  expect(screen.queryByText('Please choose from 1 to 5 stars.')).toBeNull();
  await user.type(screen.getByLabelText('Comment (optional)'), ' Clear ');
  await user.click(screen.getByRole('button', { name: 'Save rating' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody()).toEqual({ course: 'b1', stars: 4, comment: ' Clear ' });
});

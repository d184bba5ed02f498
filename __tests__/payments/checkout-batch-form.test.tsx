/** @jest-environment jsdom */
/**
 * The checkout's batch choice (issue 21): once hydrated, a submit with no batch shows the site's
 * inline error under the group ('Choose one of the batch times') instead of the browser's bubble,
 * scrolls the group into view (clear of the sticky header through scroll-padding-top) and focuses
 * its first choice; a choice clears the error and goes on to the details. Served without
 * JavaScript, the radios are required, so the browser's own check still holds.
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutForm } from '@/components/checkout/batch-form';
import { batchSlots } from '@/content/checkout';
import type { SeatState } from '@/lib/courses/offer';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

const message = 'Choose one of the batch times';
const open: SeatState = { state: 'open', left: 20 };
const scrolled: Element[] = [];

beforeEach(() => {
  push.mockReset();
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

function setup(batch: number | null = null, seats: SeatState[] = batchSlots.map(() => open)) {
  const user = userEvent.setup();
  const { container } = render(
    <>
      <CheckoutForm id="checkout-form" course="b2" referral={null} batch={batch} seats={seats}>
        <p>Order summary</p>
      </CheckoutForm>
      {/* The price card's button sits outside the form, as on the page. */}
      <button type="submit" form="checkout-form">
        Continue to your details
      </button>
    </>,
  );
  const form = container.querySelector('form')!;
  return { user, form, submit: () => user.click(screen.getByRole('button', { name: /Continue/ })) };
}

it('is served with required radios, and validates itself once hydrated', () => {
  const { form } = setup();
  for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
  expect(form.noValidate).toBe(true);
});

it('shows the inline error under the group, scrolls to it and focuses the first choice', async () => {
  const { submit } = setup();
  await submit();
  const error = await screen.findByText(message);
  expect(error).toBeVisible();
  const group = screen.getByRole('group');
  expect(group).toContainElement(error);
  expect(group.getAttribute('aria-describedby')).toContain(error.id);
  expect(screen.getAllByRole('radio')[0]).toHaveFocus();
  expect(scrolled).toEqual([group]);
  expect(push).not.toHaveBeenCalled();
});

it('a choice clears the error and goes on to the details with the batch', async () => {
  const { user, submit } = setup();
  await submit();
  await screen.findByText(message);
  await user.click(screen.getByRole('radio', { name: batchSlots[2] }));
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  await submit();
  await waitFor(() => expect(push).toHaveBeenCalledWith('/detail-verification?course=b2&batch=2'));
});

it('a full or closed batch cannot be chosen, even from the URL', async () => {
  const seats = batchSlots.map((): SeatState => open);
  seats[1] = { state: 'full', left: 0 };
  seats[3] = { state: 'closed', left: 0 };
  const { submit } = setup(1, seats);
  const radios = screen.getAllByRole('radio');
  expect(radios[1]).toBeDisabled();
  expect(radios[3]).toBeDisabled();
  expect(radios[1]).not.toBeChecked();
  await submit();
  expect(await screen.findByText(message)).toBeVisible();
  expect(push).not.toHaveBeenCalled();
});

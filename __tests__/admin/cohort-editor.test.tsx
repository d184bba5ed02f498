/** @jest-environment jsdom */
/**
 * The cohort editor in the browser: the exact labels, tier and batch rows added and removed from
 * the keyboard, and a refused save shown under each field (aria-invalid, aria-describedby, focus
 * on the first), with what was typed kept.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CohortEditor } from '@/components/admin/cohort-editor';
import type { CohortFormValues } from '@/lib/validation/cohort';

const save = jest.fn();
jest.mock('@/lib/admin/actions/courses', () => ({
  saveCohortAction: (...args: unknown[]) => save(...args),
}));

const slots = [
  '7:00-9:30 AM',
  '10:00 AM-12:30 PM',
  '4:00-6:30 PM',
  '7:00-9:30 PM',
  '9:00-11:30 PM',
];
const initial: CohortFormValues = {
  number: '14',
  startDate: '2027-01-11',
  endDate: '2027-04-02',
  enrolUntil: '2027-01-15',
  listPrice: '29999',
  classDays: [1, 2, 3, 4, 5, 6],
  timeCommitment: '12-14 hours per week',
  tiers: [{ price: '16499', lastDay: '2026-12-10' }],
  batches: [0, 1].map((s) => ({ id: '', slot: String(s), capacity: '15', open: true })),
};

const editor = () =>
  render(<CohortEditor course="b1" cohort={null} initial={initial} slots={slots} />);

beforeEach(() => save.mockReset());

it('labels every field as the school names them', () => {
  editor();
  for (const label of [
    'Cohort number',
    'Start date',
    'End date',
    'Last day to enrol',
    'List price (₹)',
    'Time commitment',
  ])
    expect(screen.getByLabelText(label)).toBeTruthy();
  expect(screen.getAllByLabelText('Price (₹)')).toHaveLength(1);
  expect(screen.getAllByLabelText('Valid until')).toHaveLength(1);
  expect(screen.getAllByLabelText('Slot')).toHaveLength(2);
  expect(screen.getAllByLabelText('Capacity')).toHaveLength(2);
  expect(screen.getByRole('group', { name: 'Class days' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveProperty('checked', true);
  expect(screen.getByRole('checkbox', { name: 'Sunday' })).toHaveProperty('checked', false);
  expect(screen.getByRole('button', { name: 'Save as draft' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
});

it('adds and removes tier and batch rows from the keyboard, focus following', async () => {
  const user = userEvent.setup();
  editor();
  screen.getByRole('button', { name: 'Add a tier' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getAllByLabelText('Price (₹)')).toHaveLength(2);
  expect(document.activeElement).toBe(screen.getAllByLabelText('Price (₹)')[1]);
  screen.getByRole('button', { name: 'Remove tier 1' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getAllByLabelText('Price (₹)')).toHaveLength(1);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a tier' }));
  screen.getByRole('button', { name: 'Add a batch' }).focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getAllByLabelText('Slot')[2]);
});

it('shows a refused save under each field, focuses the first and keeps what was typed', async () => {
  const user = userEvent.setup();
  save.mockImplementation(async (_prev: unknown, form: FormData) => ({
    message: 'The cohort was not saved: see the fields marked.',
    fields: {
      endDate: 'The end date is before the start date',
      'tiers.0.price': 'A tier’s price must be below the list price',
    },
    values: {
      ...initial,
      endDate: String(form.get('endDate')),
      tiers: [{ price: String(form.get('tier.0.price')), lastDay: '2026-12-10' }],
    },
  }));
  editor();
  await user.clear(screen.getByLabelText('End date'));
  await user.type(screen.getByLabelText('End date'), '2027-01-01');
  await user.clear(screen.getByLabelText('Price (₹)'));
  await user.type(screen.getByLabelText('Price (₹)'), '40000');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('not saved'));
  const form = save.mock.calls[0]![1] as FormData;
  expect(form.get('intent')).toBe('published');
  expect(form.get('course')).toBe('b1');
  expect(form.get('day1')).toBe('1');
  expect(form.get('batch.1.slot')).toBe('1');
  const end = screen.getByLabelText('End date');
  expect(end.getAttribute('aria-invalid')).toBe('true');
  const describedBy = document.getElementById(end.getAttribute('aria-describedby')!);
  expect(describedBy?.textContent).toBe('The end date is before the start date');
  expect((end as HTMLInputElement).value).toBe('2027-01-01');
  await waitFor(() => expect(document.activeElement).toBe(end));
  const price = screen.getByLabelText('Price (₹)');
  expect(price.getAttribute('aria-invalid')).toBe('true');
  expect((price as HTMLInputElement).value).toBe('40000');
  expect(
    within(price.closest('td')!).getByText('A tier’s price must be below the list price'),
  ).toBeTruthy();
  expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBeNull();
});

it('offers Save, Unpublish and Close on a published cohort', () => {
  render(
    <CohortEditor
      course="b1"
      cohort={{ id: 'c1', version: 3, status: 'published' }}
      initial={initial}
      slots={slots}
    />,
  );
  expect(
    screen.getAllByRole('button', { name: /^(Save|Unpublish|Close)/ }).map((b) => b.textContent),
  ).toEqual(['Save', 'Unpublish (save as draft)', 'Close']);
});

/** @jest-environment jsdom */
/**
 * The inbox's marker on an enrolment row with possible duplicates (issue 21; the data:
 * inbox-duplicates.test.ts): a link of its own to the enrolment page's list of them, reached with
 * Tab after the row, read out with the row, wrapping on a phone; none on a row without.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxList, type Row } from '@/components/admin/inbox-list';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/admin/actions/leads', () => ({ setLeadStatusAction: jest.fn() }));

const row = (reference: string, name: string, duplicates: number): Row => ({
  key: `enrolment:id-${reference}`,
  kind: 'enrolment',
  id: `id-${reference}`,
  href: `/admin/enrolments/${reference}`,
  version: 0,
  status: 'pending_payment',
  unread: false,
  duplicates,
  cells: <span className="min-w-0">{name}</span>,
});

const rows = [
  row('FS-MEERA002', 'Mallory Impostor', 2),
  row('FS-SINGLE01', 'Arjun Das', 0),
  row('FS-MEERA001', 'Meera Nair', 1),
];

const markers = () => screen.queryAllByRole('link', { name: /^Possible duplicate/ });

describe('possible duplicate marker in the inbox', () => {
  it('marks only the rows that have some, linking to the list on the enrolment page', () => {
    render(<InboxList rows={rows} searchId="inbox-search" />);
    expect(markers().map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      [
        '/admin/enrolments/FS-MEERA002#duplicates',
        'Possible duplicate: 2 other enrolments for this course with the same e-mail or phone',
      ],
      [
        '/admin/enrolments/FS-MEERA001#duplicates',
        'Possible duplicate: 1 other enrolment for this course with the same e-mail or phone',
      ],
    ]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[1]!).getAllByRole('link')).toHaveLength(1);
    expect(items[1]!.textContent).not.toContain('Possible duplicate');
  });

  it('is its own link after the row (links do not nest), read out with the row', () => {
    render(<InboxList rows={rows} searchId="inbox-search" />);
    for (const marker of markers()) {
      expect(marker.parentElement!.closest('a')).toBeNull();
      const rowLink = within(marker.closest('li')!).getAllByRole('link')[0]!;
      expect(rowLink).not.toBe(marker);
      expect(rowLink.getAttribute('aria-describedby')).toBe(marker.id);
      expect(document.getElementById(marker.id)).toBe(marker);
    }
    const single = screen.getByRole('link', { name: /^Arjun Das/ });
    expect(single.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is reached with Tab right after its row, and j/k still move between rows only', async () => {
    const user = userEvent.setup();
    render(<InboxList rows={rows} searchId="inbox-search" />);
    const [mallory, marker2, arjun, meera, marker1] = screen.getAllByRole('link');
    await user.tab();
    expect(document.activeElement).toBe(mallory);
    await user.tab();
    expect(document.activeElement).toBe(marker2);
    expect(marker2!.textContent).toMatch(/^Possible duplicate: 2/);
    await user.tab();
    expect(document.activeElement).toBe(arjun);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(marker1);
    // From a row, j moves to the next row, past its marker.
    mallory!.focus();
    await user.keyboard('j');
    expect(document.activeElement).toBe(arjun);
    await user.keyboard('j');
    expect(document.activeElement).toBe(meera);
  });

  it('wraps on a narrow screen instead of pushing the page sideways', () => {
    render(<InboxList rows={rows} searchId="inbox-search" />);
    for (const marker of markers()) {
      expect(marker.className).toMatch(/\bmax-w-full\b/);
      expect(marker.className).toMatch(/\bbreak-words\b/);
      expect(marker.className).not.toMatch(/\b(whitespace-nowrap|truncate|shrink-0)\b/);
      expect(marker.closest('li')!.className).toMatch(/\bmin-w-0\b/);
    }
  });
});

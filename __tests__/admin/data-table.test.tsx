/** @jest-environment jsdom */
/**
 * The back office's one table (issue 51): heads as column headers, the row's header as a row
 * header, each other cell labelled for the stacked phone layout (not an empty one), figures
 * aligned, a total row's own classes, the sideways-scrolling box, and the empty sentence instead.
 */
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from '@/components/admin/data-table';

const classes = (el: Element | undefined) => el?.className.split(' ') ?? [];

type Row = { name: string; city: string | null; paid: number; total?: boolean };

const columns: Column<Row>[] = [
  { head: 'Learner', rowHeader: true, cell: (r) => r.name },
  { head: 'City', cell: (r) => r.city },
  { head: 'Paid', numeric: true, cell: (r) => r.paid },
  { head: <span className="sr-only">Actions</span>, cell: () => 'edit' },
];
const rows: Row[] = [
  { name: 'Meera', city: 'Pune', paid: 1200 },
  { name: 'Arjun', city: null, paid: 800 },
  { name: 'Total', city: null, paid: 2000, total: true },
];

it('draws heads, row headers, labelled cells and figures in a scrolling box', () => {
  const { container } = render(
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.name}
      rowClassName={(r) => (r.total ? 'font-bold' : undefined)}
      caption="Payments by learner"
      frame="card"
      focusable
    />,
  );
  const table = screen.getByRole('table', { name: 'Payments by learner' });
  expect(classes(table)).toEqual(expect.arrayContaining(['stack-table']));
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Learner', 'City', 'Paid', 'Actions']);
  expect(classes(within(table).getByRole('columnheader', { name: 'Paid' }))).toEqual(
    expect.arrayContaining(['md:text-right']),
  );

  const meera = within(table).getByRole('row', { name: /Meera/ });
  expect(within(meera).getByRole('rowheader').textContent).toBe('Meera');
  expect(within(meera).getByRole('rowheader').hasAttribute('data-label')).toBe(false);
  const cells = within(meera).getAllByRole('cell');
  expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['City', 'Paid', null]);
  expect(classes(cells[1])).toEqual(expect.arrayContaining(['tabular-nums', 'md:text-right']));
  expect(classes(meera)).toEqual(expect.arrayContaining(['border-b', 'align-top']));

  // Nothing to say, no label: a phone does not read 'City:' and then nothing.
  const arjun = within(table).getByRole('row', { name: /Arjun/ });
  expect(within(arjun).getAllByRole('cell')[0]!.hasAttribute('data-label')).toBe(false);
  expect(classes(within(arjun).getAllByRole('cell')[0])).toContain('max-md:empty:hidden');

  const total = within(table).getByRole('row', { name: /Total/ });
  expect(classes(total)).toEqual(expect.arrayContaining(['font-bold']));
  expect(classes(total)).not.toContain('border-b');

  const box = container.firstElementChild!;
  expect(classes(box)).toEqual(expect.arrayContaining(['overflow-x-auto', 'rounded-xl']));
  expect(box.getAttribute('tabindex')).toBe('0');
});

it('leaves out a column given as false', () => {
  render(<DataTable columns={[...columns, false]} rows={rows} rowKey={(r) => r.name} />);
  expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  expect(screen.getByRole('table').parentElement!.hasAttribute('tabindex')).toBe(false);
});

it('says the empty sentence instead of an empty table', () => {
  render(
    <DataTable
      columns={columns}
      rows={[]}
      rowKey={(r) => r.name}
      className="mt-2"
      empty="Nobody yet."
    />,
  );
  expect(screen.queryByRole('table')).toBeNull();
  expect(classes(screen.getByText('Nobody yet.'))).toEqual(
    expect.arrayContaining(['mt-2', 'text-muted']),
  );
});

it('draws an empty table when no empty sentence is given (the rows of a form)', () => {
  render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.name} pad="form" />);
  expect(classes(screen.getAllByRole('columnheader')[0])).toEqual(
    expect.arrayContaining(['px-2', 'font-semibold']),
  );
  expect(screen.queryAllByRole('row')).toHaveLength(1);
});

import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  ref: string;
  total: string;
}

const columns: DataTableColumn<Row>[] = [
  { label: 'Reference', rowHeader: true, cell: (row) => row.ref, sorted: 'descending' },
  { label: 'Total', numeric: true, cell: (row) => row.total },
  { label: 'Actions', actions: true, cell: (row) => <button type="button">Send {row.ref}</button> },
];

describe('DataTable', () => {
  it('says which column the rows are sorted by, and keeps the actions heading for screen readers only', () => {
    render(
      <DataTable
        caption="Sent quotes"
        variant="stack"
        compact
        columns={columns}
        rows={[{ ref: 'Q1', total: '£1.00' }]}
        rowKey={(row) => row.ref}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sent quotes' });
    expect(table).toHaveClass('data-table', 'data-table--stack', 'data-table--compact');
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');
    const actionsHeading = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(actionsHeading).getByText('Actions')).toHaveClass('visually-hidden');

    const actionsCell = screen.getByRole('button', { name: 'Send Q1' }).closest('td');
    expect(actionsCell).toHaveClass('data-table__actions');
    expect(actionsCell).not.toHaveAttribute('data-label');
    expect(screen.getByRole('cell', { name: '£1.00' })).toHaveAttribute('data-label', 'Total');
    expect(screen.getByRole('rowheader', { name: 'Q1' })).toBeInTheDocument();
  });
});

import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Column heading; also the label a phone shows before each cell of a stacked table. */
  label: string;
  /** What the heading shows, when more than its label (a sort button). */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned, digits in columns. */
  numeric?: boolean;
  /** The cell that names its row: a row header for screen readers. */
  rowHeader?: boolean;
  /** Extra class of the column's cells (e.g. `nowrap`). */
  className?: string;
  /** The column the rows are sorted by, and which way: its heading says so to screen readers. */
  sorted?: 'ascending' | 'descending';
  /**
   * The row's buttons: the heading is read but not shown, and on phones the cell is a row of
   * buttons without a label before it.
   */
  actions?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (a table in a titled section may go without). */
  caption?: string;
  /** The caption shows on screen too. */
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /** A totals row: its cells by column label (a missing one stays empty). */
  footer?: Readonly<Record<string, ReactNode>>;
  /**
   * `stack`: on phones each row becomes a small card, each cell labelled by its column.
   * `dense`: tighter cells aligned to the top, for a table among other content in a card; on
   * phones it stacks as `stack` does (a table an agent needs is never cut off at 390 px).
   */
  variant?: 'stack' | 'dense';
  /** Small type and buttons, for a wide table of many columns. */
  compact?: boolean;
}

function cellClass<Row>(column: DataTableColumn<Row>): string | undefined {
  const classes = [
    column.numeric ? 'number' : '',
    column.actions ? 'data-table__actions' : '',
    column.className ?? '',
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function tableClass({ variant, compact }: Pick<DataTableProps<unknown>, 'variant' | 'compact'>) {
  return [
    'data-table',
    variant ? `data-table--${variant}` : '',
    compact ? 'data-table--compact' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Heading<Row>({ column }: { column: DataTableColumn<Row> }) {
  return (
    <th scope="col" className={column.numeric ? 'number' : undefined} aria-sort={column.sorted}>
      {column.actions ? (
        <span className="visually-hidden">{column.label}</span>
      ) : (
        (column.header ?? column.label)
      )}
    </th>
  );
}

function Cell<Row>({ column, children }: { column: DataTableColumn<Row>; children: ReactNode }) {
  const props = {
    'data-label': column.actions ? undefined : column.label,
    className: cellClass(column),
  };
  return column.rowHeader ? (
    <th scope="row" {...props}>
      {children}
    </th>
  ) : (
    <td {...props}>{children}</td>
  );
}

/**
 * The portal's table of records (the global stylesheet's `.data-table`): one heading per
 * column, figures right-aligned, a row header, labelled cells for phones.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  footer,
  variant,
  compact,
}: DataTableProps<Row>) {
  return (
    <table className={tableClass({ variant, compact })}>
      {caption ? (
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
      ) : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <Heading key={column.label} column={column} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) => (
              <Cell key={column.label} column={column}>
                {column.cell(row)}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr>
            {columns.map((column) => (
              <Cell key={column.label} column={column}>
                {footer[column.label]}
              </Cell>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

import type { CommissionStatement } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { renderPdf } from '../../pdf/document';

/** A statement as the PDF the office sends the organisation: its bookings, the total, paid or not. */
export function statementPdf(statement: CommissionStatement, provider: { name: string }) {
  const title = `Commission statement ${statement.month}`;
  return renderPdf(
    {
      title,
      subtitle: statement.organisation,
      brandLines: [provider.name],
      footer: `${title}, ${statement.organisation}, from ${provider.name}`,
    },
    { title, author: provider.name, subject: statement.organisation },
    (w) => {
      w.paragraph(
        `The commission earned by ${statement.organisation} on the bookings arriving in ${statement.month}.`,
      );
      w.heading('Bookings');
      w.table(
        [
          ...statement.lines.map((l): [string, string] => [
            `${l.bookRef}, ${formatDate(l.arrival)}, ${l.nights} nights, ${l.agentEmail}${l.status === 'CANCELLED' ? ' (cancelled)' : ''}`,
            formatMoney(l.commission),
          ]),
          ['Total commission', formatMoney(statement.commission)],
        ],
        { boldLast: true },
      );
      w.notice(
        statement.paidAt
          ? `Paid on ${formatDate(statement.paidAt.slice(0, 10))}: ${formatMoney(statement.paidAmount)}`
          : 'Not paid yet.',
      );
    },
  );
}

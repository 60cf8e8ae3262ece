import { useState } from 'react';
import { ApiError } from '@villa/shared/api';
import type { OfficeBookingResponse } from '@villa/shared/contract';
import { formatDate, formatMoney, formatUkDateTime } from '@villa/shared/format';
import { useQuery } from '@villa/shared/query';
import { Link, useParams } from '@villa/shared/router';
import { Alert, Spinner } from '@villa/shared/ui';
import { DataTable, FactList } from '@villa/shared/villa-ui';
import { bookingPages, bookingQuery } from './bookingsApi';
import { RecordPaymentForm } from './RecordPaymentForm';
import { RefundForm } from './RefundForm';
import { bookingTexts } from './texts';
import '../office.css';

const t = bookingTexts.detail;

function Summary({ data }: { data: OfficeBookingResponse }) {
  const b = data.booking;
  const info = b.bookingInfo;
  const stay = b.propertyBookingInfo;
  const lead = b.leadPassenger;
  const deadline = info.holdExpiresAt ?? info.depositDueBy;
  return (
    <section className="card" aria-labelledby="booking-summary">
      <h2 id="booking-summary">{t.summary}</h2>
      <FactList
        facts={[
          { label: t.status, value: bookingTexts.statuses[info.bookStatusCode] },
          ...(deadline ? [{ label: t.deadline, value: formatUkDateTime(deadline) }] : []),
          ...(info.cancelledAt
            ? [
                {
                  label: t.cancelled,
                  value: `${formatUkDateTime(info.cancelledAt)}${info.cancelReason ? ` (${info.cancelReason})` : ''}`,
                },
              ]
            : []),
          {
            label: t.villa,
            value: `${b.propertyInfo.villaCode} · ${b.propertyInfo.villaName}`,
          },
          {
            label: t.stay,
            value: `${formatDate(stay.arrival)} – ${formatDate(stay.departure)}, ${t.nights(stay.nights)}`,
          },
          {
            label: t.lead,
            value: lead
              ? [lead.clientTitle, lead.clientForename, lead.clientSurname]
                  .filter(Boolean)
                  .join(' ')
              : '',
          },
          { label: t.agent, value: data.agent ? `${data.agent.name} (${data.agent.email})` : '' },
          { label: t.organisation, value: data.organisation?.name ?? '' },
          { label: t.agentRef, value: b.agentsAdditionalDetails.agentRef },
        ]}
      />
    </section>
  );
}

function Money({ data }: { data: OfficeBookingResponse }) {
  const b = data.booking;
  const s = b.agentSummary;
  return (
    <section className="card" aria-labelledby="booking-money">
      <h2 id="booking-money">{t.money}</h2>
      <FactList
        facts={[
          { label: t.total, value: formatMoney(b.total) },
          { label: t.commission, value: formatMoney(s.commissionAmount) },
          { label: t.paid, value: formatMoney(s.paymentsReceived) },
          { label: t.outstanding, value: formatMoney(s.outstandingBalance) },
          ...(b.depositInfo.balanceDue
            ? [{ label: t.balanceDue, value: formatDate(b.depositInfo.balanceDue) }]
            : []),
        ]}
      />
      <h3>{t.breakdown}</h3>
      <DataTable
        caption={t.breakdown}
        columns={[
          { label: t.payColumns.type, cell: (l) => l.name, rowHeader: true },
          { label: t.payColumns.amount, cell: (l) => formatMoney(l.amount), numeric: true },
        ]}
        rows={b.customerBreakdown}
        rowKey={(l) => l.name}
        variant="dense"
      />
      <h3>{t.payments}</h3>
      {b.payments.length === 0 ? (
        <p className="muted">{t.noPayments}</p>
      ) : (
        <DataTable
          caption={t.payments}
          columns={[
            { label: t.payColumns.date, cell: (p) => formatUkDateTime(p.payDate) },
            { label: t.payColumns.type, cell: (p) => p.payTypeDesc },
            { label: t.payColumns.reference, cell: (p) => p.payReference },
            { label: t.payColumns.amount, cell: (p) => formatMoney(p.payAmount), numeric: true },
          ]}
          rows={b.payments}
          rowKey={(p) => `${p.payReference}-${p.payDate}`}
          variant="dense"
        />
      )}
      {data.officePayments.length > 0 ? (
        <>
          <h3>{t.officePayments}</h3>
          <DataTable
            caption={t.officePayments}
            columns={[
              { label: t.officeColumns.receivedOn, cell: (p) => formatDate(p.receivedOn) },
              {
                label: t.payColumns.type,
                cell: (p) => bookingTexts.payment.methods[p.method],
              },
              { label: t.officeColumns.reference, cell: (p) => p.reference },
              { label: t.officeColumns.staff, cell: (p) => p.staffEmail },
              { label: t.payColumns.amount, cell: (p) => formatMoney(p.amount), numeric: true },
            ]}
            rows={data.officePayments}
            rowKey={(p) => String(p.paymentId)}
            variant="dense"
          />
        </>
      ) : null}
      {b.purchasedCustomExtras.length > 0 ? (
        <>
          <h3>{t.customExtras}</h3>
          <DataTable
            caption={t.customExtras}
            columns={[
              { label: t.payColumns.type, cell: (c) => c.customExtraName, rowHeader: true },
              {
                label: t.payColumns.amount,
                cell: (c) => formatMoney(c.bookChargeAmount),
                numeric: true,
              },
            ]}
            rows={b.purchasedCustomExtras}
            rowKey={(c) => `${c.customExtraName}-${c.bookChargeAmount}`}
            variant="dense"
          />
        </>
      ) : null}
    </section>
  );
}

function History({ data }: { data: OfficeBookingResponse }) {
  return (
    <section className="card" aria-labelledby="booking-history">
      <h2 id="booking-history">{t.history}</h2>
      {data.history.length === 0 ? (
        <p className="muted">{t.historyEmpty}</p>
      ) : (
        <DataTable
          caption={t.history}
          columns={[
            { label: t.historyColumns.when, cell: (e) => formatUkDateTime(e.at) },
            { label: t.historyColumns.who, cell: (e) => e.staffEmail },
            { label: t.historyColumns.what, cell: (e) => t.actions[e.action] ?? e.action },
          ]}
          rows={data.history}
          rowKey={(e) => `${e.at}-${e.action}`}
          variant="dense"
        />
      )}
    </section>
  );
}

/**
 * /office/bookings/{ref}: one agent's booking as its agent reads it (the agent's own booking
 * answer, in the office's shape), its agent and organisation, its history, and the office's
 * actions on its money.
 */
export default function BookingPage() {
  const { ref = '' } = useParams();
  const booking = useQuery(bookingQuery(ref));
  const [paymentNote, setPaymentNote] = useState<string | null>(null);

  let body;
  if (booking.isPending) body = <Spinner label={t.loading} />;
  else if (booking.isError) {
    const gone = booking.error instanceof ApiError && booking.error.status === 404;
    body = (
      <Alert variant="danger" live>
        <p>{gone ? t.notFound : t.failed}</p>
        {gone ? null : (
          <button
            type="button"
            className="button button--small"
            onClick={() => void booking.refetch()}
          >
            {bookingTexts.list.retry}
          </button>
        )}
      </Alert>
    );
  } else {
    const data = booking.data;
    const b = data.booking;
    body = (
      <>
        <div className="page-heading">
          <h1>{t.heading(b.bookingInfo.bookRef)}</h1>
          <p>{bookingTexts.statuses[b.bookingInfo.bookStatusCode]}</p>
        </div>
        <Summary data={data} />
        <Money data={data} />
        {paymentNote ? (
          <Alert variant="success" live>
            <p>{paymentNote}</p>
          </Alert>
        ) : null}
        {b.capabilities.takesPayments && b.agentSummary.outstandingBalance > 0 ? (
          <RecordPaymentForm
            bookRef={b.bookingInfo.bookRef}
            outstanding={b.agentSummary.outstandingBalance}
            onRecorded={setPaymentNote}
          />
        ) : null}
        <RefundForm
          key={data.paymentsReceived.map((p) => p.paymentId).join(',')}
          bookRef={b.bookingInfo.bookRef}
          payments={data.paymentsReceived}
        />
        <History data={data} />
      </>
    );
  }

  return (
    <>
      <p className="office-back">
        <Link to={bookingPages.list()}>{t.back}</Link>
      </p>
      {body}
    </>
  );
}

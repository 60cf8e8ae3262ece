import { Link, useParams } from '@villa/shared/router';
import { paymentDueLabel, type CheckoutCompletedResponse } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import { useQuery } from '@villa/shared/query';
import { useAgentView } from '@villa/shared/store';
import { Alert, Spinner, usePageTitle } from '@villa/shared/ui';
import { checkoutCompletedQuery } from '../api';
import { PageNotFound } from '../components/PageNotFound';
import { texts } from '../texts';
import { formatDateTime } from '../booking/formatting';
import { cancellationText } from '../booking/StatusArea';
import { BankTransfer } from '../booking/BankTransfer';
import '../booking.css';

const t = texts.completed;

/**
 * What the booking needs now: a live hold's 24 hours, the deposit (or full balance) still to pay,
 * the balance after the deposit, paid in full, or how it was cancelled (nothing to pay).
 */
function StatusAlert({
  data,
  label,
}: {
  data: CheckoutCompletedResponse;
  label: ReturnType<typeof paymentDueLabel>;
}) {
  if (data.reserve) {
    return (
      <Alert variant="warning" title={texts.holdWarning}>
        <p>{texts.upgradeFromInfoPage}</p>
        {data.reserveReleaseDate ? (
          <p>
            {t.heldUntil} {formatDateTime(data.reserveReleaseDate)}
          </p>
        ) : null}
      </Alert>
    );
  }
  switch (data.bookStatusCode) {
    case 'CANCELLED':
      return (
        <Alert variant="danger" title={cancellationText(data.cancelReason, data.cancelledAt)}>
          <p>{t.nothingToPay}</p>
        </Alert>
      );
    case 'PAYPENDING':
      return (
        <Alert variant="warning" title={texts.paymentDueWarning(label)}>
          {data.depositDueBy ? <p>{t.payBy(formatDateTime(data.depositDueBy))}</p> : null}
        </Alert>
      );
    default:
      return data.outstandingBalance > 0 ? (
        <Alert
          variant="info"
          title={
            data.balanceDue
              ? t.balanceLeft(formatMoney(data.outstandingBalance), formatDate(data.balanceDue))
              : t.leftToPay(formatMoney(data.outstandingBalance))
          }
        />
      ) : (
        <Alert variant="success" title={texts.detail.paidInFull} />
      );
  }
}

/**
 * /checkout-completed/{ref}: "Thank You!" (with a "Reserve" prefix for holds), the customer,
 * the booking reference, the agent's reference and notes, the total, commission in agent view,
 * what the booking needs now (StatusAlert) and what is due and when, and the link to the
 * booking. It reads the booking as it is now, so it stays true after a cancel, lapse or payment.
 */
export default function CheckoutCompletedPage() {
  const { ref = '' } = useParams();
  const [agentView] = useAgentView();
  const { data, error } = useQuery(checkoutCompletedQuery(ref));
  usePageTitle(data ? texts.completedTabTitle(data.ref, data.reserve) : undefined);

  if (error?.status === 404) {
    return <PageNotFound />;
  }
  if (!data) return <Spinner label={texts.loading} />;

  const label = paymentDueLabel(data);
  const customer = [data.client.clientTitle, data.client.clientForename, data.client.clientSurname]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="thank-you">
      <div className="page-heading">
        <h1>
          {data.reserve ? <span className="badge">{texts.reservePrefix}</span> : null}
          {data.reserve ? ' ' : null}
          {texts.thankYou}
        </h1>
      </div>
      <div className="card stack">
        <StatusAlert data={data} label={label} />
        <dl className="money-list">
          <div>
            <dt>{t.customer}</dt>
            <dd>{customer}</dd>
          </div>
          <div>
            <dt>{t.bookRef}</dt>
            <dd>{data.ref}</dd>
          </div>
          {data.agentRef ? (
            <div>
              <dt>{t.agentRef}</dt>
              <dd>{data.agentRef}</dd>
            </div>
          ) : null}
          {data.agentNotes ? (
            <div>
              <dt>{t.agentNotes}</dt>
              <dd className="pre-wrap">{data.agentNotes}</dd>
            </div>
          ) : null}
          <div className="money-list__total">
            <dt>{t.total}</dt>
            <dd>{formatMoney(data.total)}</dd>
          </div>
          {data.deposit !== null ? (
            <div>
              <dt>{label}</dt>
              <dd>{formatMoney(data.deposit)}</dd>
            </div>
          ) : null}
          {data.balanceDue ? (
            <div>
              <dt>{t.balanceDue}</dt>
              <dd>{formatDate(data.balanceDue)}</dd>
            </div>
          ) : null}
          {data.paymentsReceived > 0 ? (
            <div>
              <dt>{t.paymentsReceived}</dt>
              <dd>{formatMoney(data.paymentsReceived)}</dd>
            </div>
          ) : null}
          {data.bookStatusCode === 'PAYPENDING' || data.bookStatusCode === 'BOOKING' ? (
            <div>
              <dt>{t.outstanding}</dt>
              <dd>{formatMoney(data.outstandingBalance)}</dd>
            </div>
          ) : null}
          {agentView ? (
            <div className="commission">
              <dt>{t.commission}</dt>
              <dd>{formatMoney(data.agentCommission)}</dd>
            </div>
          ) : null}
        </dl>
        {data.bookStatusCode === 'PAYPENDING' || data.bookStatusCode === 'BOOKING' ? (
          <BankTransfer
            bookRef={data.ref}
            leadSurname={data.client.clientSurname}
            outstanding={data.outstandingBalance}
            headingLevel={2}
          />
        ) : null}
        <p>
          <Link className="button button--primary" to={paths.bookingDetail(data.ref)}>
            {t.viewBooking}
          </Link>
        </p>
      </div>
    </div>
  );
}

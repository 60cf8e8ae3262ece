import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useQuery } from '@villa/shared/query';
import { Modal, Spinner, usePageTitle } from '@villa/shared/ui';
import { bookingQuery } from '../api';
import { AgentDetailsSection } from '../booking/AgentDetailsSection';
import { AtAGlance, RemindersSent } from '../booking/AtAGlance';
import { CardPayment } from '../booking/CardPayment';
import { ChangeRequestDialog } from '../booking/ChangeRequestDialog';
import { CustomExtras, ExtrasSection } from '../booking/ExtrasSection';
import { LeadPassengerSection } from '../booking/LeadPassengerSection';
import { AgentSummary, CustomerBreakdown, PaymentsList } from '../booking/MoneySections';
import { BankTransfer } from '../booking/BankTransfer';
import { BookingMessages } from '../booking/BookingMessages';
import { Overview } from '../booking/Overview';
import { PassengersSection } from '../booking/PassengersSection';
import { Section } from '../booking/Section';
import { CancelledNotice, QuotationArea, ReserveArea } from '../booking/StatusArea';
import { PageNotFound } from '../components/PageNotFound';
import { texts } from '../texts';
import '../booking.css';

const t = texts.detail;
const DECLINED_FLAG = 'payment-declined';

/**
 * /admin/agent/bookings/{ref}: one booking or quotation and every change an agent can make to
 * it. The query flag payment-declined opens the Payment Declined dialog.
 */
export default function BookingDetailPage() {
  const { ref = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // After every change a section makes, the booking is fetched again; the one on screen stays
  // until the new one arrives, so the sections keep their state.
  const { data: booking, error } = useQuery(bookingQuery(ref));
  const [enquiring, setEnquiring] = useState(false);
  const declined = params.has(DECLINED_FLAG);
  usePageTitle(
    booking ? t.tabTitle(booking.bookingInfo.bookRef, booking.propertyInfo.villaName) : undefined,
  );

  const onDeclined = useCallback(() => {
    navigate(`${paths.bookingDetail(ref)}?${DECLINED_FLAG}=1`, { replace: true });
  }, [navigate, ref]);

  if (error?.status === 404) {
    return <PageNotFound />;
  }
  if (!booking) return <Spinner label={texts.loading} />;

  const status = booking.bookingInfo.bookStatusCode;
  // What the agent may do comes from the server with the booking, never from the status here.
  const { passengersEditable: editable, takesPayments } = booking.capabilities;

  return (
    <div>
      <div className="booking-header">
        <h1>
          {t.heading(booking.bookingInfo.bookRef)}{' '}
          <span className={`status-badge status-badge--${status}`}>
            <span className="visually-hidden">{t.status}: </span>
            {t.statusNames[status]}
          </span>
        </h1>
        <button type="button" className="button" onClick={() => setEnquiring(true)}>
          {t.makeEnquiry}
        </button>
      </div>
      <div className="stack">
        <AtAGlance booking={booking} />
        {status === 'CANCELLED' ? <CancelledNotice booking={booking} /> : null}
        {status === 'RESERVE' ? <ReserveArea booking={booking} /> : null}
        {status === 'QUOTATION' ? <QuotationArea booking={booking} /> : null}
        <Overview booking={booking} />
        <LeadPassengerSection booking={booking} editable={editable} />
        <PassengersSection booking={booking} editable={editable} />
        <CustomerBreakdown booking={booking} />
        <AgentSummary booking={booking} />
        {takesPayments ? (
          <Section id="payments" title={t.payments}>
            <PaymentsList booking={booking} />
            <CardPayment booking={booking} onDeclined={onDeclined} />
            <BankTransfer
              bookRef={booking.bookingInfo.bookRef}
              leadSurname={booking.leadPassenger?.clientSurname ?? null}
              outstanding={booking.agentSummary.outstandingBalance}
            />
          </Section>
        ) : null}
        {status === 'QUOTATION' ? null : <RemindersSent booking={booking} />}
        <ExtrasSection booking={booking} />
        <CustomExtras booking={booking} />
        <AgentDetailsSection booking={booking} />
        <BookingMessages bookRef={booking.bookingInfo.bookRef} />
      </div>
      {enquiring ? (
        <ChangeRequestDialog
          bookRef={booking.bookingInfo.bookRef}
          onClose={() => setEnquiring(false)}
        />
      ) : null}
      {declined ? (
        <Modal
          title={texts.paymentDeclinedTitle}
          role="alertdialog"
          onDismiss={() => navigate(paths.bookingDetail(ref), { replace: true })}
          footer={
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => navigate(paths.bookingDetail(ref), { replace: true })}
            >
              {t.paymentClose}
            </button>
          }
        >
          <p>{texts.paymentDeclined}</p>
        </Modal>
      ) : null}
    </div>
  );
}

import { useMemo, useRef, useState } from 'react';
import { ApiError } from '@villa/shared/api';
import { dayOf, isoOf, type OfficeCalendarResponse } from '@villa/shared/contract';
import { useQuery, useQueryClient } from '@villa/shared/query';
import { useParams } from '@villa/shared/router';
import { Alert, Spinner } from '@villa/shared/ui';
import { RangeCalendar, rangeBounds, type DayRange } from '@villa/shared/villa-ui';
import { officeTexts } from '../texts';
import { CalendarDayCell } from './CalendarDayCell';
import { CalendarEditForm } from './CalendarEditForm';
import { villaCalendarKey, villaCalendarQuery, withDays } from './calendarApi';
import { dayClass, dayLabel, daysByNumber, staysIn } from './calendarDays';
import { VillaPageLinks } from './VillaPageLinks';
import '../office.css';
import './calendar.css';

const t = officeTexts.calendar;

function CalendarWithTools({
  villaId,
  calendar,
}: {
  villaId: string;
  calendar: OfficeCalendarResponse;
}) {
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<DayRange | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const days = useMemo(() => daysByNumber(calendar), [calendar]);
  const today = dayOf(calendar.window.today);
  const bounds = selection ? rangeBounds(selection) : null;
  const range = bounds ? { from: isoOf(bounds.from), to: isoOf(bounds.to) } : null;

  const openForm = () => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  };

  return (
    <div className="office-calendar">
      <section
        className="card office-calendar__months"
        aria-label={officeTexts.calendar.headingLoading}
      >
        <RangeCalendar
          from={calendar.window.from}
          to={calendar.window.to}
          cellOf={(day) => days.get(day) ?? null}
          disabled={(day) => day < today}
          selection={selection}
          onSelect={setSelection}
          onActivate={openForm}
          renderDay={(cell, day) => <CalendarDayCell cell={cell} day={day} />}
          dayLabel={(cell, day) => dayLabel(cell, day, day < today)}
          dayClass={(cell) => dayClass(cell)}
          texts={t}
        />
        <ul className="office-calendar__key" aria-label={t.keyHeading}>
          <li>{t.key.rate}</li>
          <li>{t.key.min}</li>
          <li className="office-day--no-arrival">{t.key.noArrival}</li>
          <li className="office-day--blocked">{t.key.block}</li>
          <li className="office-day--taken">{t.key.booking}</li>
        </ul>
      </section>
      <div ref={formRef}>
        <CalendarEditForm
          villaId={villaId}
          window={calendar.window}
          range={range}
          taken={bounds ? staysIn(days, bounds.from, bounds.to) : []}
          onClear={() => setSelection(null)}
          onSaved={(changed) => {
            queryClient.setQueryData<OfficeCalendarResponse>(villaCalendarKey(villaId), (old) =>
              old ? withDays(old, changed) : old,
            );
          }}
        />
      </div>
    </div>
  );
}

/**
 * /office/villas/{id}/calendar: the villa's 24-month calendar as agents are answered it, with
 * the staff's tools for a range of days (CalendarEditForm). Bookings and holds show by
 * reference; blocks by reason.
 */
export default function OfficeCalendarPage() {
  const { id = '' } = useParams();
  const calendar = useQuery(villaCalendarQuery(id));
  const villa = calendar.data?.villa;
  return (
    <>
      <div className="page-heading">
        <h1>{villa ? t.heading(`${villa.villaCode} ${villa.villaName}`) : t.headingLoading}</h1>
        <p>{t.intro}</p>
        <VillaPageLinks villaId={id} other="photos" />
      </div>
      {calendar.isPending ? <Spinner label={t.loading} /> : null}
      {calendar.isError ? (
        <Alert variant="danger" live>
          <p>
            {calendar.error instanceof ApiError && calendar.error.status === 404
              ? t.notFound
              : t.failed}
          </p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void calendar.refetch()}
          >
            {t.retry}
          </button>
        </Alert>
      ) : null}
      {calendar.data ? <CalendarWithTools villaId={id} calendar={calendar.data} /> : null}
    </>
  );
}

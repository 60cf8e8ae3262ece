import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner } from '@villa/shared/ui';
import { NotCommissionable } from '@villa/shared/villa-ui';
import { ExtrasChooser } from '../components/ExtrasChooser';
import { StaySummary } from '../components/StaySummary';
import { texts } from '../texts';
import { useStayExtras } from '../useStayExtras';
import '../booking.css';

const t = texts.extras;

/**
 * /optional-extras: the extras catalogue by category. With a stay in the query (propertyId,
 * arrival, nights, extras[id]; the re-quote link of an expired quotation uses it) the extras
 * are priced for it and can be chosen, then carried into Reserve or Book.
 */
export default function OptionalExtrasPage() {
  const { data, error, chosen, setChosen, search } = useStayExtras(undefined, {
    catalogueWithoutStay: true,
  });

  let body;
  if (error?.status === 404) {
    body = <Alert variant="warning">{texts.notFound}</Alert>;
  } else if (!data) {
    body = <Spinner label={texts.loading} />;
  } else if (!data.stay) {
    body = (
      <div className="stack">
        <Alert variant="info">
          <p>
            {t.chooseVilla} <Link to={paths.villas()}>{t.searchVillas}</Link>
          </p>
        </Alert>
        <ExtrasChooser categories={data.categories} chosen={[]} onChange={null} nights={null} />
      </div>
    );
  } else {
    const stay = data.stay;
    const extras = data.categories.flatMap((c) => c.extras);
    body = (
      <>
        {!stay.available ? (
          <Alert variant="warning" live>
            {stay.unavailableReason}
          </Alert>
        ) : null}
        <div className="two-column booking-layout">
          <div className="stack">
            <ExtrasChooser
              categories={data.categories}
              chosen={chosen}
              onChange={stay.available ? setChosen : null}
              nights={stay.nights}
            />
          </div>
          <aside className="booking-layout__aside stack">
            <StaySummary stay={stay} extras={extras} chosen={chosen} />
            {stay.available ? (
              <div className="card stack">
                <Link
                  className="button button--primary button--block"
                  to={`${paths.checkout('all', 'optional-extras')}?${search}`}
                >
                  {t.book}
                </Link>
                <p className="muted">{t.bookHint}</p>
                <Link
                  className="button button--block"
                  to={`${paths.checkout('reserve', 'optional-extras')}?${search}`}
                >
                  {t.reserve}
                </Link>
                <p className="muted">{t.reserveHint}</p>
              </div>
            ) : null}
          </aside>
        </div>
      </>
    );
  }

  return (
    <div>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>
          {t.intro} <NotCommissionable text={t.introAgent} className="" />
        </p>
      </div>
      {body}
    </div>
  );
}

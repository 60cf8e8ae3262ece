import { Link, useParams } from '@villa/shared/router';
import {
  CHECKOUT_PRODUCTS,
  CHECKOUT_STAGES,
  stayQueryString,
  type CheckoutProduct,
  type CheckoutStage,
} from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner, usePageTitle } from '@villa/shared/ui';
import { CustomerDetailsForm } from '../components/CustomerDetailsForm';
import { ExtrasChooser } from '../components/ExtrasChooser';
import { PageNotFound } from '../components/PageNotFound';
import { StaySummary } from '../components/StaySummary';
import { StepIndicator } from '../components/StepIndicator';
import { texts } from '../texts';
import { useStayExtras } from '../useStayExtras';
import '../booking.css';

const t = texts.checkout;

/**
 * /checkout/{reserve|all}/{optional-extras|customer-details}/{ref?}: optional extras, then the
 * customer details; submitting creates the hold (reserve) or the booking (all). The stay comes
 * from the query (propertyId, arrival, nights, extras[id]) or from the quotation {ref}.
 */
export default function CheckoutPage() {
  const params = useParams();
  const product = params.product as CheckoutProduct;
  const stage = params.stage as CheckoutStage;
  const ref = params.ref;
  const valid =
    (CHECKOUT_PRODUCTS as readonly string[]).includes(product) &&
    (CHECKOUT_STAGES as readonly string[]).includes(stage);
  const { data, error, hasStay, chosen, setChosen, search } = useStayExtras(ref);
  usePageTitle(data?.stay && valid ? t.tabTitle(product, data.stay.villaName) : undefined);

  if (!valid) {
    return <PageNotFound />;
  }

  const heading = (
    <div className="page-heading">
      <h1>
        {t.heading(product)}
        {ref ? <span className="muted"> · {t.quoteRef(ref)}</span> : null}
      </h1>
    </div>
  );
  const step = stage === 'optional-extras' ? 1 : 2;

  if (!hasStay) {
    return (
      <div>
        {heading}
        <StepIndicator current={step} />
        <Alert variant="info">
          <p>
            {t.noStay} <Link to={paths.villas()}>{texts.extras.searchVillas}</Link>
          </p>
        </Alert>
      </div>
    );
  }
  if (error?.status === 404) {
    return (
      <div>
        {heading}
        <Alert variant="warning">{texts.notFound}</Alert>
      </div>
    );
  }
  if (!data?.stay) {
    return (
      <div>
        {heading}
        <StepIndicator current={step} />
        <Spinner label={texts.loading} />
      </div>
    );
  }

  const stay = data.stay;
  const extras = data.categories.flatMap((c) => c.extras);
  const villaLink = paths.villa(
    stay.propertyId,
    stayQueryString({ propertyId: stay.propertyId, arrival: stay.arrival, nights: stay.nights }),
  );
  const stageLink = (next: CheckoutStage) => `${paths.checkout(product, next, ref)}?${search}`;

  return (
    <div>
      {heading}
      <StepIndicator current={step} />
      {!stay.available ? (
        <Alert variant="warning" title={t.notAvailableTitle} live>
          <p>{stay.unavailableReason}</p>
          <p>
            <Link to={villaLink}>{t.backToVilla}</Link>
          </p>
        </Alert>
      ) : null}
      <div className="two-column booking-layout">
        <div className="stack">
          {stage === 'optional-extras' ? (
            <>
              <ExtrasChooser
                categories={data.categories}
                chosen={chosen}
                onChange={setChosen}
                nights={stay.nights}
              />
              <div className="button-row">
                <Link to={villaLink}>{t.backToVilla}</Link>
                {stay.available ? (
                  <Link className="button button--primary" to={stageLink('customer-details')}>
                    {t.continue}
                  </Link>
                ) : null}
              </div>
            </>
          ) : (
            <>
              <p>
                <Link to={stageLink('optional-extras')}>{t.backToExtras}</Link>
              </p>
              {stay.available ? (
                <CustomerDetailsForm
                  product={product}
                  stay={stay}
                  chosen={chosen}
                  bookRef={ref}
                  villaLink={villaLink}
                />
              ) : null}
            </>
          )}
        </div>
        <aside className="booking-layout__aside">
          <StaySummary
            stay={stay}
            extras={extras}
            chosen={chosen}
            when={product === 'reserve' ? 'reserve' : 'book'}
          />
        </aside>
      </div>
    </div>
  );
}

import {
  Suspense,
  lazy,
  useCallback,
  useDeferredValue,
  useId,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Link, useParams, useSearchParams } from '@villa/shared/router';
import {
  POOL_HEATING_EXTRA_ID,
  bookingTexts,
  stayMoney,
  stayQueryString,
  villaPricePerNight,
  type PropertyDetailResponse,
  type QuoteSummary,
  type VillaPagination,
  type VillaProperty,
  type VillaRoom,
} from '@villa/shared/contract';
import { downloadFile } from '@villa/shared/api';
import { formatDate, formatMoney, groupThousands } from '@villa/shared/format';
import { useMutation, useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner, usePageTitle } from '@villa/shared/ui';
import { NotCommissionable, PriceBreakdownPanel, type PriceLine } from '@villa/shared/villa-ui';
import { createQuote, getNightsOptions, propertyDetailQuery, sheetPath } from '../api';
import { AvailabilityCalendar } from '../calendar/AvailabilityCalendar';
import { CarouselPlaceholder } from '../components/CarouselPlaceholder';
import { FeatureIcon } from '../components/FeatureIcon';
import { LocationMap } from '../components/LocationMap';
import { NightsChooserDialog } from '../components/NightsChooserDialog';
import { SendPdfDialog, usePreloadSendPdfDialog } from '../components/SendPdfDialog';
import { Testimonials } from '../components/Testimonials';
import { useGoToSection } from '../components/useGoToSection';
import { villaTexts } from '../texts';
import { urlWithStay } from './stayInUrl';
import '../villa.css';

// react-slick and its styles load after the page's own code, while the placeholder already
// shows the first photo (the page's largest paint) in the carousel's room.
const Carousel = lazy(() =>
  import(/* webpackChunkName: "villa-carousel" */ '../components/Carousel').then((m) => ({
    default: m.Carousel,
  })),
);

const L = villaTexts.labels;
const B = villaTexts.breakdown;

type PdfAction = 'quote-download' | 'quote-send' | 'sheet-download' | 'sheet-send';

/** The property sheet's PDF actions: alone without a priced stay, after the quote's with one. */
const SHEET_BUTTONS = [
  { name: B.downloadSheet, type: 'sheet-download' },
  { name: B.sendSheet, type: 'sheet-send' },
];

/** The page's own choice of pool heating, in its URL as `poolHeating=1`. */
const POOL_HEATING_PARAM = 'poolHeating';

/** The page's query without what only the page reads (the villa call would ask again). */
function villaCallQuery(params: URLSearchParams): string {
  const sent = new URLSearchParams(params);
  sent.delete(POOL_HEATING_PARAM);
  return sent.toString();
}

/**
 * The stay's money on this page, by the contract's one breakdown (stayMoney), which the quote
 * PDF and the checkout read too; pool heating in it when chosen. Null without a priced stay.
 */
function villaStayMoney(data: PropertyDetailResponse, poolHeating: boolean) {
  const stay = data.proposedDates;
  const total = data.pricing.total;
  if (!stay?.available || !total) return null;
  const heating = data.pricing.poolHeating;
  const withHeating = poolHeating && heating !== null && heating.nights !== null;
  const money = stayMoney({
    villa: {
      nights: stay.nights,
      originalPrice: total.originalPrice,
      discounts: total.discounts,
      totalPrice: total.totalPrice,
    },
    extras: withHeating ? [{ name: B.poolHeatingLine, amount: heating.amount }] : [],
    deposit: data.deposit,
  });
  return { money, withHeating };
}

/** /villa/{id}: everything an agent needs to quote and book one villa (docs/villa.md). */
export default function VillaDetailPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = villaCallQuery(searchParams);
  const { data, error, isPlaceholderData, isFetching, refetch } = useQuery(
    propertyDetailQuery(id, query),
  );
  // The tab names the villa on screen (not the last villa's, kept while the next one loads).
  usePageTitle(
    data && !isPlaceholderData
      ? villaTexts.tabTitle(data.property.villaName, data.property.villaCode)
      : undefined,
  );

  if (!data) {
    if (error?.status === 404) return <VillaNotFound />;
    if (error) {
      return (
        <div className="villa-page">
          <Alert variant="danger" title={villaTexts.loadFailed} live>
            <button type="button" className="button" onClick={() => void refetch()}>
              {villaTexts.retry}
            </button>
          </Alert>
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <VillaDetail
      key={data.property.villaId}
      data={data}
      refreshing={isPlaceholderData && isFetching}
      setStay={(stay) =>
        setSearchParams(urlWithStay(searchParams, stay), { preventScrollReset: true })
      }
    />
  );
}

function VillaNotFound() {
  return (
    <div className="villa-page">
      <div className="card villa-not-found">
        <h1>{villaTexts.notFound.heading}</h1>
        <p>{villaTexts.notFound.body}</p>
        <p>
          <Link to={paths.villas()}>{villaTexts.notFound.search}</Link>
        </p>
      </div>
    </div>
  );
}

/**
 * The headline price. Without dates: "Price from £X per night", the lowest nightly rate of
 * any dates the agent can book, and it says so. With a priced stay: that stay's own price a
 * night first (so it agrees with the panel beside it), and the "from" price as the one for
 * other dates.
 */
function HeadlinePrice({ data }: { data: PropertyDetailResponse }) {
  const stay = data.proposedDates;
  const total = data.pricing.total;
  const from = data.pricing.priceFrom;
  if (stay?.available && total) {
    return (
      <p className="villa-price-from">
        {villaTexts.stayPerNight(
          formatMoney(villaPricePerNight(total.totalPrice, stay.nights)),
          stay.nights,
        )}
        {from !== null ? (
          <span className="villa-price-from__note">
            {villaTexts.priceFromOtherDates(formatMoney(from))}
          </span>
        ) : null}
      </p>
    );
  }
  if (from === null) return <p className="villa-price-from">{villaTexts.noPriceFrom}</p>;
  return (
    <p className="villa-price-from">
      {villaTexts.priceFrom(formatMoney(from))}
      <span className="villa-price-from__note">{villaTexts.priceFromMeans}</span>
    </p>
  );
}

interface VillaDetailProps {
  data: PropertyDetailResponse;
  refreshing: boolean;
  setStay: (stay: { arrival: string; nights: number } | null) => void;
}

function VillaDetail({ data, refreshing, setStay }: VillaDetailProps) {
  usePreloadSendPdfDialog();
  const p = data.property;
  const stay = data.proposedDates;
  const [choosing, setChoosing] = useState<string | null>(null);
  const [pageParams] = useSearchParams();
  const poolHeatingChosen = pageParams.get(POOL_HEATING_PARAM) === '1';
  const calendarRef = useRef<HTMLElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const headingId = useId();
  // The first render stops at the overview, so the photo (the page's largest paint), the name
  // and the price are on screen before the calendar, facilities, rooms, descriptions,
  // testimonials and map are built; those follow at once in a background render React can
  // interrupt. On a cold visit at a 100 ms round trip this brought the photo forward by 30-65
  // ms. Nothing on screen moves when they come: the host holds a screen's height for a remote's
  // page (.remote-page), so the page's foot is out of view until then.
  const belowTheFold = useDeferredValue(true, false);
  const goToCalendar = useGoToSection(calendarRef, belowTheFold);
  const goToStay = useGoToSection(asideRef, true);

  const loadNights = useCallback(
    (arrival: string, signal: AbortSignal) => getNightsOptions(p.villaId, arrival, signal),
    [p.villaId],
  );

  return (
    <article className="villa-page" aria-labelledby={headingId}>
      <PaginationNav pagination={data.pagination} position="top" />

      <header className="villa-header">
        <div>
          <h1 id={headingId}>{p.villaName}</h1>
          <p className="villa-header__sub">
            {p.bedrooms}-bedroom {p.propertyTypeName.toLowerCase()} on{' '}
            <Link to={paths.community(p.community.comId)}>{p.community.fullName}</Link>
          </p>
        </div>
        <div className="villa-header__price">
          {p.highlight ? (
            <img
              className="villa-header__highlight"
              src={p.highlight.logoUrl}
              alt={p.highlight.name}
              title={p.highlight.name}
            />
          ) : null}
          <HeadlinePrice data={data} />
        </div>
      </header>

      <div className="villa-layout">
        <div className="villa-main">
          <Suspense fallback={<CarouselPlaceholder images={p.images} name={p.villaName} />}>
            <Carousel images={p.images} name={p.villaName} />
          </Suspense>

          <section className="villa-section" aria-labelledby="villa-overview">
            <h2 id="villa-overview" className="visually-hidden">
              {villaTexts.overview}
            </h2>
            <dl className="villa-facts">
              <Fact label={L.propertyReference} value={p.villaCode} />
              <Fact label={L.bedrooms} value={p.bedrooms} />
              <Fact label={L.sleeps} value={p.counts.maxOccupancy} />
              <Fact label={L.bathrooms} value={p.counts.bathrooms} />
            </dl>
            <button
              type="button"
              className="button button--primary villa-check"
              onClick={() => goToCalendar('.calendar button[tabindex="0"]')}
            >
              {L.checkAvailability}
            </button>
          </section>

          {belowTheFold ? (
            <BelowTheFold data={data} calendarRef={calendarRef} onSelectArrival={setChoosing} />
          ) : null}
        </div>

        <aside
          className="villa-aside"
          aria-label={villaTexts.stay.heading}
          ref={asideRef}
          tabIndex={-1}
        >
          <StayPanel
            data={data}
            refreshing={refreshing}
            onChangeDates={() => goToCalendar()}
            onClear={() => setStay(null)}
          />
        </aside>
      </div>

      <PaginationNav pagination={data.pagination} position="bottom" />

      {stay?.available && data.pricing.total ? (
        <StayBar
          nights={stay.nights}
          total={
            villaStayMoney(data, poolHeatingChosen)?.money.total ?? data.pricing.total.totalPrice
          }
          onShow={() => goToStay(true)}
        />
      ) : null}

      {choosing ? (
        <NightsChooserDialog
          arrival={choosing}
          load={loadNights}
          preferredNights={stay?.nights ?? null}
          onClose={() => setChoosing(null)}
          onSubmit={(nights) => {
            setStay({ arrival: choosing, nights });
            setChoosing(null);
          }}
        />
      ) : null}
    </article>
  );
}

/** The villa page after its overview: built in the render after the first (VillaDetail). */
function BelowTheFold({
  data,
  calendarRef,
  onSelectArrival,
}: {
  data: PropertyDetailResponse;
  calendarRef: RefObject<HTMLElement | null>;
  onSelectArrival: (arrival: string) => void;
}) {
  const p = data.property;
  const stay = data.proposedDates;
  return (
    <>
      <section
        className="villa-section"
        id="availability"
        ref={calendarRef}
        aria-labelledby="villa-availability"
      >
        <h2 id="villa-availability">{L.checkAvailability}</h2>
        <p>{villaTexts.calendar.intro}</p>
        <AvailabilityCalendar
          data={data.calendarData}
          stay={stay && stay.available ? { arrival: stay.arrival, nights: stay.nights } : null}
          onSelectArrival={onSelectArrival}
        />
      </section>

      <section className="villa-section" aria-labelledby="villa-facilities">
        <h2 id="villa-facilities">{L.facilities}</h2>
        <ul className="villa-icons">
          {p.icons.map((icon) => (
            <li key={`${icon.icon}-${icon.name}`}>
              <FeatureIcon icon={icon.icon} />
              {icon.name}
            </li>
          ))}
        </ul>
      </section>

      <Accommodation property={p} />
      <Rooms property={p} />
      <Descriptions property={p} />

      <section className="villa-section" aria-labelledby="villa-testimonials">
        <h2 id="villa-testimonials">{villaTexts.testimonials}</h2>
        <Testimonials testimonials={p.testimonials} />
      </section>

      <section className="villa-section" aria-labelledby="villa-location">
        <h2 id="villa-location">{villaTexts.location}</h2>
        <p>
          <strong>{p.community.fullName}</strong>: {p.community.shortDesc}{' '}
          <Link to={paths.community(p.community.comId)}>
            {villaTexts.aboutCommunity(p.community.fullName)}
          </Link>
        </p>
        <LocationMap property={p} />
      </section>
    </>
  );
}

/**
 * On a phone the price panel sits above the photos, out of sight while the agent reads on or
 * picks days: this bar keeps the chosen stay's total at the foot of the screen and brings the
 * panel back. Hidden by CSS where the panel itself stays in view (992 px and wider).
 */
function StayBar({ nights, total, onShow }: { nights: number; total: number; onShow: () => void }) {
  return (
    <div className="stay-bar">
      <p className="stay-bar__total">
        {villaTexts.stay.barTotal(nights)} <strong>{formatMoney(total)}</strong>
      </p>
      <button type="button" className="button button--primary" onClick={onShow}>
        {villaTexts.stay.barShow}
      </button>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Accommodation({ property: p }: { property: VillaProperty }) {
  const c = p.counts;
  return (
    <section className="villa-section" aria-labelledby="villa-accommodation">
      <h2 id="villa-accommodation">{L.accommodation}</h2>
      <dl className="villa-facts villa-facts--wide">
        <Fact label={L.king} value={c.king} />
        <Fact label={L.queen} value={c.queen} />
        <Fact label={L.doubleFull} value={c.double_full} />
        <Fact label={L.single} value={c.single} />
        <Fact label={L.ensuite} value={c.ensuite} />
        <Fact label={L.squareFootage} value={groupThousands(c.sqft)} />
        <Fact label={L.maximumOccupancy} value={c.maxOccupancy} />
        <Fact label={L.numberOfFloors} value={c.floors} />
        <Fact label={L.additionalBathrooms} value={c.additionalBathrooms} />
      </dl>
      {(['accommodation', 'outdoorliving'] as const).map((section) => {
        const features = p.features.filter((f) => f.section === section);
        return features.length > 0 ? (
          <div key={section}>
            <h3>{villaTexts.features[section]}</h3>
            <ul className="villa-features">
              {features.map((f) => (
                <li key={f.code}>{f.name}</li>
              ))}
            </ul>
          </div>
        ) : null;
      })}
    </section>
  );
}

function Rooms({ property: p }: { property: VillaProperty }) {
  return (
    <section className="villa-section villa-rooms" aria-labelledby="villa-rooms">
      <h2 id="villa-rooms" className="visually-hidden">
        {villaTexts.bedroomsList} / {villaTexts.bathroomsList}
      </h2>
      <RoomList heading={villaTexts.bedroomsList} rooms={p.bedBath.bedrooms} showEnsuite />
      <RoomList heading={villaTexts.bathroomsList} rooms={p.bedBath.bathrooms} />
    </section>
  );
}

/** One list of rooms with their floors; bedrooms also say when they are en-suite. */
function RoomList({
  heading,
  rooms,
  showEnsuite = false,
}: {
  heading: string;
  rooms: VillaRoom[];
  showEnsuite?: boolean;
}) {
  return (
    <div>
      <h3>{heading}</h3>
      <ul>
        {rooms.map((room, i) => (
          <li key={i}>
            <strong>{room.name}</strong>: {room.description}
            {showEnsuite && room.ensuite ? ` (${villaTexts.ensuiteRoom})` : ''}{' '}
            <span className="muted">· {villaTexts.floor(room.floor)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Descriptions({ property: p }: { property: VillaProperty }) {
  const d = p.descriptions;
  const sections: [string, string][] = [
    [L.villaDetails, [d.intro, d.short].filter(Boolean).join('\n\n')],
    [L.livingAccommodation, [d.living, d.bedroom].filter(Boolean).join('\n\n')],
    [L.outdoorLiving, d.outdoor],
    [L.entertainment, d.entertainment],
    [L.accessibility, d.disabledMods],
    [L.poolSafety, d.poolSafety],
  ];
  return (
    <section className="villa-section villa-descriptions" aria-label={L.villaDetails}>
      {sections.map(([title, text]) =>
        text ? (
          <div key={title}>
            <h2>{title}</h2>
            {text.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        ) : null,
      )}
    </section>
  );
}

function PaginationNav({
  pagination,
  position,
}: {
  pagination: VillaPagination | null;
  position: 'top' | 'bottom';
}) {
  if (!pagination) return null;
  const { previous, next } = pagination;
  return (
    <nav
      className={`villa-pagination villa-pagination--${position}`}
      aria-label={`${villaTexts.pagination.label}${position === 'bottom' ? ' (bottom)' : ''}`}
    >
      <Link to={paths.villas(pagination.searchQuery)} className="villa-pagination__back">
        {villaTexts.pagination.backToSearch}
      </Link>
      <span className="villa-pagination__position">
        {villaTexts.pagination.position(pagination.position, pagination.total)}
      </span>
      <span className="villa-pagination__links">
        {previous ? (
          <Link
            to={paths.villa(previous.propertyId, previous.query)}
            rel="prev"
            title={`${previous.villaName} (${previous.propertyCode})`}
          >
            <span aria-hidden="true">‹ </span>
            {villaTexts.pagination.previous}
          </Link>
        ) : null}
        {next ? (
          <Link
            to={paths.villa(next.propertyId, next.query)}
            rel="next"
            title={`${next.villaName} (${next.propertyCode})`}
          >
            {villaTexts.pagination.next}
            <span aria-hidden="true"> ›</span>
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

interface StayPanelProps {
  data: PropertyDetailResponse;
  refreshing: boolean;
  onChangeDates: () => void;
  onClear: () => void;
}

function StayPanel({ data, refreshing, onChangeDates, onClear }: StayPanelProps) {
  const p = data.property;
  const stay = data.proposedDates;
  const total = data.pricing.total;
  const [searchParams, setSearchParams] = useSearchParams();
  // Kept in the page's URL (never sent to the villa call): a reload or a way back keeps it.
  // The box answers at once; the URL follows with the navigation.
  const [poolHeating, setPoolHeatingNow] = useState(
    () => searchParams.get(POOL_HEATING_PARAM) === '1',
  );
  const setPoolHeating = (on: boolean) => {
    setPoolHeatingNow(on);
    const next = new URLSearchParams(searchParams);
    if (on) next.set(POOL_HEATING_PARAM, '1');
    else next.delete(POOL_HEATING_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const [quote, setQuote] = useState<{
    key: string;
    summary: QuoteSummary;
    reused: boolean;
  } | null>(null);
  const [busy, setBusy] = useState<PdfAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<QuoteSummary | null>(null);
  const [sendingSheet, setSendingSheet] = useState(false);
  const poolId = useId();
  const sheet = sheetPath(p.villaId, stay?.available ? stay : null);

  const quoting = useMutation({ mutationFn: createQuote });
  const quoteKey = stay ? `${stay.arrival}|${stay.nights}|${poolHeating}` : '';
  const quoteFor = async (): Promise<QuoteSummary> => {
    if (quote && quote.key === quoteKey) return quote.summary;
    if (!stay) throw new Error('no stay');
    // The server answers the agent's quotation of this stay when one is still valid, so a new
    // visit to Send quote or Download keeps its reference.
    const { quote: summary, reused } = await quoting.mutateAsync({
      propertyId: p.villaId,
      arrival: stay.arrival,
      nights: stay.nights,
      poolHeating,
    });
    setQuote({ key: quoteKey, summary, reused });
    return summary;
  };

  const onPdf = async (type: string) => {
    setFailure(null);
    setBusy(type as PdfAction);
    try {
      if (type === 'sheet-send') {
        setSendingSheet(true);
      } else if (type === 'sheet-download') {
        await downloadFile(sheet, `property-${p.villaCode}.pdf`);
      } else {
        const summary = await quoteFor();
        if (type === 'quote-send') setSending(summary);
        else await downloadFile(summary.pdfPath, `quotation-${summary.bookRef}.pdf`);
      }
    } catch {
      // The shared client's dialog has said what went wrong; say it here too.
      setFailure(type === 'quote-send' ? villaTexts.quote.failed : villaTexts.quote.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  const sheetDialog = sendingSheet ? (
    <SendPdfDialog
      type="property"
      typeId={p.villaId}
      pdfFilePath={sheet}
      documentName={villaTexts.quote.sheetName(p.villaCode)}
      onClose={() => setSendingSheet(false)}
    />
  ) : null;

  if (!stay || !stay.available || !total) {
    return (
      <div className="stay-panel">
        <section className="price-panel" aria-labelledby="stay-heading">
          <h2 id="stay-heading" className="price-panel__title">
            {villaTexts.stay.heading}
          </h2>
          {stay && !stay.available ? (
            <Alert variant="warning" live>
              <p>
                {formatDate(stay.arrival)} – {formatDate(stay.departure)} ({stay.nights} nights)
              </p>
              <p>{stay.message}</p>
            </Alert>
          ) : (
            <p>{villaTexts.stay.none}</p>
          )}
          {refreshing ? <Spinner label={villaTexts.stay.pricing} size="small" /> : null}
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onChangeDates}
          >
            {L.checkAvailability}
          </button>
          <div className="price-panel__pdf stay-panel__sheet">
            {SHEET_BUTTONS.map((b) => (
              <button
                key={b.type}
                type="button"
                className="button"
                disabled={busy === b.type}
                onClick={() => void onPdf(b.type)}
              >
                {b.name}
              </button>
            ))}
          </div>
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
        </section>
        {sheetDialog}
      </div>
    );
  }

  const heating = data.pricing.poolHeating;
  const { money, withHeating } = villaStayMoney(data, poolHeating)!;
  const topPrices: PriceLine[] = [
    ...money.lines.map((line) => ({
      name: line.name,
      amount: line.amount,
      notCommissionable: line.kind === 'extra',
    })),
    { name: B.total, amount: money.total },
  ];
  const bottomPrices: PriceLine[] =
    money.deposit !== null
      ? [
          { name: B.deposit, amount: money.deposit, note: money.depositBasis ?? undefined },
          { name: B.balance, amount: money.balance },
        ]
      : data.deposit
        ? [{ name: B.fullPayment, amount: money.total }]
        : [];
  const dates = [
    { name: B.arrival, date: stay.arrival },
    { name: B.departure, date: stay.departure },
    ...(money.balanceDue ? [{ name: B.balanceDue, date: money.balanceDue }] : []),
  ];
  const checkout = stayQueryString({
    propertyId: p.villaId,
    arrival: stay.arrival,
    nights: stay.nights,
    extras: withHeating ? [{ extraId: POOL_HEATING_EXTRA_ID, quantity: 1 }] : [],
  });
  const commission = data.pricing.agentCommission;

  return (
    <div className="stay-panel" aria-busy={refreshing || undefined}>
      <PriceBreakdownPanel
        title={`${villaTexts.stay.heading}: ${stay.nights} nights`}
        topPrices={topPrices}
        agentCommmission={
          commission
            ? { name: B.agentCommission(commission.rate), amount: commission.amount }
            : null
        }
        bottomPrices={bottomPrices}
        // The choice sits with the price it changes, above every action that uses it.
        strapline={
          <>
            {heating && heating.nights !== null ? (
              <label className="stay-panel__option" htmlFor={poolId}>
                <input
                  id={poolId}
                  type="checkbox"
                  checked={poolHeating}
                  onChange={(event) => setPoolHeating(event.target.checked)}
                />{' '}
                {B.includePoolHeating(formatMoney(heating.perNight), formatMoney(heating.amount))}
                <NotCommissionable className="stay-panel__note" />
              </label>
            ) : null}
            {bookingTexts.priceIncludes}
          </>
        }
        dates={dates}
        pdfButtons={[
          { name: B.downloadQuote, type: 'quote-download' },
          { name: B.sendQuote, type: 'quote-send' },
          ...SHEET_BUTTONS,
        ]}
        pdfBusy={busy}
        onPdfButton={(type) => void onPdf(type)}
        bookNowURL={`${paths.checkout('all', 'optional-extras')}?${checkout}`}
        bookNowLabel={B.book}
      >
        <Link
          className="button button--block"
          to={`${paths.checkout('reserve', 'optional-extras')}?${checkout}`}
        >
          {B.reserve}
        </Link>
        <p className="stay-panel__hint">{B.reserveHint}</p>
        <div className="stay-panel__links">
          <button type="button" className="link-button" onClick={onChangeDates}>
            {villaTexts.stay.change}
          </button>
          <button type="button" className="link-button" onClick={onClear}>
            {villaTexts.stay.clear}
          </button>
        </div>
      </PriceBreakdownPanel>
      {refreshing ? <Spinner label={villaTexts.stay.pricing} size="small" /> : null}
      {busy && busy !== 'sheet-download' ? (
        <p role="status" className="stay-panel__status">
          {villaTexts.quote.creating}
        </p>
      ) : null}
      {quote && quote.key === quoteKey ? (
        <p role="status" className="stay-panel__status">
          {(quote.reused ? villaTexts.quote.reused : villaTexts.quote.created)(
            quote.summary.bookRef,
            formatDate(quote.summary.expires),
          )}
        </p>
      ) : null}
      {failure ? (
        <Alert variant="danger" live>
          {failure}
        </Alert>
      ) : null}
      {sheetDialog}
      {sending ? (
        <SendPdfDialog
          type="quote"
          typeId={sending.bookRef}
          documentName={villaTexts.quote.documentName(sending.bookRef)}
          onClose={() => setSending(null)}
        />
      ) : null}
    </div>
  );
}

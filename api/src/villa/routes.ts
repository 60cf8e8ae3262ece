import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  isIsoDate,
  parseSearchQuery,
  villaMessages,
  type PropertyDetailResponse,
  type RawQuery,
  stayProblemField,
  POOL_HEATING_EXTRA_ID,
  dayOf,
  todayOf,
  isoOf,
} from '@villa/shared/contract';
import { agentProfile } from '../agent-office/agents';
import { queuePdfMail } from '../agent-office/pdfMail';
import { mailPolicyOf } from '../mail/allowance';
import { QuoteNotBookableError, createQuoteSource } from '../agent-office/quotes';
import { requireAuth } from '../auth/plugin';
import { HttpError, MESSAGES, errorsOf, idParam } from '../errors';
import { toPounds } from '@villa/shared/format';
import { runSearch } from '../property/search/search';
import { bookingSettingsAt } from '../portalSettings';
import { loadVilla, type LoadedVilla } from './detail';
import { calendarWindow, loadCalendarFacts, type VillaCalendarFacts } from './facts';
import { hasSearch, paginationOf } from './pagination';
import { propertySheetPdf } from './pdf/villaPdfs';
import { QuoteRefusedError, createQuote, findQuote, summaryOf } from './quotes';
import { searchCatalogOf } from './searchCatalog';
import { priceChosenExtras } from '../booking/checkout';
import {
  calendarDataOf,
  nightsAnswer,
  priceOf,
  pricingOf,
  problemMessage,
  stayProblem,
} from './stay';
import { route } from '../web/endpointRoute';

const invalid = (...errors: { field: string; error: string }[]) =>
  new HttpError(422, { validationErrors: errors });

const notFound = () => errorsOf(404, MESSAGES.notFound);

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The stay of the villa page's query: `arrival` and `nights`; null when not given. */
function parseStay(
  raw: RawQuery,
  nights: { min: number; max: number },
): { arrival: string; nights: number } | null {
  const errors: { field: string; error: string }[] = [];
  for (const key of ['arrival', 'nights']) {
    if (Array.isArray(raw[key]) && (raw[key] as string[]).length > 1) {
      errors.push({ field: key, error: `${key} must be given once` });
    }
  }
  if (errors.length > 0) throw invalid(...errors);
  const arrival = single(raw.arrival)?.trim() ?? '';
  const nightsText = single(raw.nights)?.trim() ?? '';
  if (!arrival && !nightsText) return null;
  if (!nightsText) throw invalid({ field: 'nights', error: villaMessages.arrivalNeedsNights });
  if (!arrival) throw invalid({ field: 'arrival', error: villaMessages.nightsNeedArrival });
  if (!isIsoDate(arrival)) errors.push({ field: 'arrival', error: villaMessages.arrivalFormat });
  const n = /^\d{1,3}$/.test(nightsText) ? Number(nightsText) : NaN;
  if (!(n >= nights.min && n <= nights.max)) {
    errors.push({ field: 'nights', error: villaMessages.nightsFormat(nights.min, nights.max) });
  }
  if (errors.length > 0) throw invalid(...errors);
  return { arrival, nights: n };
}

/**
 * The villa page's calls under /api (rules in README.md): GET /property/{id}, GET
 * /property-nights-options/{id}/{date}, POST /quotes, GET /quotes/{ref}/pdf and GET
 * /property/{id}/sheet.pdf.
 */
export async function villaRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const calls = endpoints.villa;
  const catalog = searchCatalogOf(app.services);
  const villaAndFacts = async (
    idText: string,
    nowMs: number,
  ): Promise<{ villa: LoadedVilla; facts: VillaCalendarFacts }> => {
    const id = idParam(idText);
    const villa = id === null ? null : await loadVilla(db, id);
    if (!villa) throw notFound();
    const window = calendarWindow(todayOf(nowMs), await bookingSettingsAt(db));
    const facts = await loadCalendarFacts(db, villa.terms, window, nowMs);
    return { villa, facts };
  };

  route(app, calls.detail, async ({ request, params, query: raw }) => {
    const nowMs = clock();
    const { villa, facts } = await villaAndFacts(params.id, nowMs);
    const nightsRange = facts.window.nights;
    let stay = parseStay(raw, nightsRange);

    let pagination: PropertyDetailResponse['pagination'] = null;
    if (hasSearch(raw)) {
      const data = await catalog.current(request.arrivedAt);
      const parsed = parseSearchQuery(raw, data.window.limits);
      if (!parsed.ok) throw invalid(...parsed.errors);
      const query = parsed.query;
      stay ??=
        query.arrival && query.nights ? { arrival: query.arrival, nights: query.nights } : null;
      try {
        pagination = paginationOf((q) => runSearch({ data }, q), query, villa.property.villaId);
      } catch (error) {
        // An option the portfolio no longer has: the page still shows, without neighbours.
        request.log.warn({ err: error }, 'villa pagination failed');
        pagination = null;
      }
    }

    let proposedDates: PropertyDetailResponse['proposedDates'] = null;
    let price = null;
    if (stay) {
      const arrival = dayOf(stay.arrival);
      const problem = stayProblem(facts, arrival, stay.nights);
      if (!problem) price = priceOf(facts, arrival, stay.nights);
      proposedDates = {
        arrival: stay.arrival,
        departure: isoOf(arrival + stay.nights),
        nights: stay.nights,
        available: problem === null,
        problem,
        message: problem ? problemMessage(facts, problem) : null,
      };
    }

    return {
      property: villa.property,
      calendarData: calendarDataOf(facts),
      pagination,
      pricing: pricingOf(
        facts,
        stay && price ? { arrival: dayOf(stay.arrival), nights: stay.nights, price } : null,
      ),
      deposit: price
        ? {
            available: price.deposit.available,
            amount: toPounds(price.deposit.amountPence),
            balanceDue: price.deposit.balanceDue === null ? null : isoOf(price.deposit.balanceDue),
          }
        : null,
      proposedDates,
      nightsBookable: nightsRange,
    };
  });

  route(app, calls.nightsOptions, async ({ params }) => {
    const nowMs = clock();
    const { date } = params;
    // The villa first: an unknown villa is a 404 whatever the date.
    const { facts } = await villaAndFacts(params.id, nowMs);
    if (!isIsoDate(date)) throw invalid({ field: 'date', error: villaMessages.arrivalFormat });
    return nightsAnswer(facts, dayOf(date));
  });

  route(app, calls.createQuote, async ({ request, body }) => {
    const { user } = requireAuth(request);
    const nowMs = clock();
    const { villa, facts } = await villaAndFacts(String(body.propertyId), nowMs).catch(
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw invalid({ field: 'propertyId', error: villaMessages.propertyId });
        }
        throw error;
      },
    );
    const range = facts.window.nights;
    if (body.nights < range.min || body.nights > range.max) {
      throw invalid({ field: 'nights', error: villaMessages.nightsFormat(range.min, range.max) });
    }
    if (body.poolHeating && villa.terms.pool_heating_pence === null) {
      throw invalid({ field: 'poolHeating', error: 'This villa does not offer pool heating' });
    }
    // Every extra checked by the booking domain's one rule (extraFits, through checkout's
    // pricing): one that does not fit the villa is a 422 at its place and nothing is made.
    const extras = await priceChosenExtras(db, body.extras, {
      nights: body.nights,
      poolHeatingPence: villa.terms.pool_heating_pence,
      privatePool: villa.property.privatePool,
    });
    const withPool = extras.some((e) => e.extraId === POOL_HEATING_EXTRA_ID);
    let created;
    try {
      created = await createQuote(
        db,
        facts,
        {
          villaId: villa.property.villaId,
          agentUserId: user.id,
          arrival: body.arrival,
          nights: body.nights,
          poolHeating: body.poolHeating || withPool,
          extras: extras.filter((e) => e.extraId !== POOL_HEATING_EXTRA_ID),
          customerEmail: body.customerEmail?.trim().toLowerCase() || null,
        },
        nowMs,
      );
    } catch (error) {
      if (error instanceof QuoteRefusedError) {
        throw invalid({
          field: stayProblemField(error.problem),
          error: problemMessage(facts, error.problem),
        });
      }
      throw error;
    }
    const stored = await findQuote(db, user.id, created.ref);
    if (!stored) throw new Error(`quote ${created.ref} vanished`);
    return { quote: summaryOf(stored), reused: created.reused };
  });

  // The quotation PDF is the agent office's (the one the send-PDF dialog e-mails).
  const quoteSource = createQuoteSource({ publicUrl: app.services.config.publicUrl });
  route(app, calls.quotePdf, async ({ request, reply, params }) => {
    const { user } = requireAuth(request);
    const now = clock();
    const quote = await app.services.pdfs
      .run(user.id, () => quoteSource.quoteForPdf(db, user.id, params.ref, now))
      .catch((error: unknown) => {
        if (error instanceof QuoteNotBookableError) throw errorsOf(409, error.message);
        throw error;
      });
    if (!quote) throw notFound();
    // Sent Quotes lists a downloaded quote too ("Downloaded" in place of a recipient).
    await quoteSource.recordDownload(db, { bookRef: quote.bookRef, userId: user.id, now });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${quote.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(quote.pdf);
  });

  /** The property sheet of a villa, with the stay's price when a stay is given, and its agent. */
  const renderSheet = (idText: string, raw: RawQuery, userId: number) =>
    // The villa's facts as well as the drawing: each costs this process time (web/pdfQueue.ts).
    app.services.pdfs.run(userId, () => makeSheet(idText, raw, userId));
  const makeSheet = async (idText: string, raw: RawQuery, userId: number) => {
    const nowMs = clock();
    const { villa, facts } = await villaAndFacts(idText, nowMs);
    const stay = parseStay(raw, facts.window.nights);
    let price = null;
    if (stay) {
      const arrival = dayOf(stay.arrival);
      const problem = stayProblem(facts, arrival, stay.nights);
      if (problem) {
        throw invalid({ field: stayProblemField(problem), error: problemMessage(facts, problem) });
      }
      price = priceOf(facts, arrival, stay.nights);
    }
    const agent = await agentProfile(db, userId);
    const pdf = await propertySheetPdf({
      property: villa.property,
      pricing: pricingOf(
        facts,
        stay && price ? { arrival: dayOf(stay.arrival), nights: stay.nights, price } : null,
      ),
      stay: stay
        ? {
            arrival: stay.arrival,
            departure: isoOf(dayOf(stay.arrival) + stay.nights),
            nights: stay.nights,
          }
        : null,
      agent,
      preparedOn: isoOf(facts.window.today),
    });
    return {
      pdf,
      villa: villa.property,
      agent,
      filename: `property-${villa.property.villaCode}.pdf`,
    };
  };

  route(app, calls.sheetPdf, async ({ request, reply, params, query }) => {
    const { user } = requireAuth(request);
    const sheet = await renderSheet(params.id, query, user.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${sheet.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(sheet.pdf);
  });

  /*
   * E-mails a property sheet with the shared send-PDF dialog (type "property"): the same body
   * as quotes and guides; pdfFilePath, when given, is the sheet's own path and may carry the
   * stay (`/property/{id}/sheet.pdf?arrival=&nights=`). A static path segment, so it is
   * answered here rather than by the agent office's /send-pdf/{type}/{typeId}.
   */
  route(app, calls.sendSheet, async ({ request, params, body }) => {
    const { user } = requireAuth(request);
    let raw: RawQuery = {};
    if (body.pdfFilePath) {
      const [pathPart, queryPart = ''] = body.pdfFilePath.split('?');
      if (pathPart !== `/property/${params.id}/sheet.pdf`) {
        throw invalid({
          field: 'pdfFilePath',
          error: 'The PDF file does not belong to this villa',
        });
      }
      raw = Object.fromEntries(new URLSearchParams(queryPart));
    }
    const sheet = await renderSheet(params.id, raw, user.id);
    const { agent } = sheet;
    await queuePdfMail(
      db,
      {
        agent,
        recipientEmail: body.recipientEmail,
        recipientMessage: body.recipientMessage,
        ccApiUser: body.ccApiUser,
        what: `the property sheet of ${sheet.villa.villaName} (${sheet.villa.villaCode})`,
        subject: `${sheet.villa.villaName} (${sheet.villa.villaCode})${agent.company ? ` from ${agent.company}` : ''}`,
        attachment: { filename: sheet.filename, content: sheet.pdf },
      },
      clock(),
      mailPolicyOf(app.services.config.provider),
    );
    return { queued: true };
  });
}

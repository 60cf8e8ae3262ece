import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  stayProblemMessage,
  type StayProblem,
  type StayQuote,
  dayOf,
  todayOf,
  isoOf,
  villaVisibleToAgents,
  type VillaStatus,
} from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { bookingSettingsAt } from '../portalSettings';
import { DayGrid, type StayFact } from '../property/rules/availability';
import { assessStayOn, bookingWindowOf, windowProblem } from '../property/rules/stayAssessment';
import { propertyTypeName } from '../property/features';
import { priceStay, type DiscountRule, type StayPrice } from '../property/rules/pricing';
import { toPounds } from '@villa/shared/format';
import { readVillaWindows, stayFactOf } from '../property/rules/villaWindow';

/*
 * One stay of one villa: is it bookable now, and what does it cost. No rule of its own: the
 * facts are read for this villa and these nights into a one-row DayGrid, and the property
 * domain's availability (checkStay) and pricing (priceStay) modules answer, exactly as they do
 * for the search. The booking window and nights range are the portal settings the search uses.
 */

export interface StayRequest {
  propertyId: number;
  arrival: string;
  nights: number;
}

export interface VillaSummary {
  id: number;
  code: string;
  name: string;
  propertyType: string;
  propertyTypeName: string;
  bedrooms: number;
  maxOccupancy: number;
  communityName: string;
  commissionBp: number;
  depositPercent: number;
  balanceDueDays: number;
  poolHeatingPence: number | null;
  privatePool: boolean;
  image: { imgUrl: string; title: string } | null;
  /** The office's status: only a villa agents may see has a stay to assess (assessStays). */
  status: VillaStatus;
}

export interface StayAssessment {
  villa: VillaSummary;
  arrival: string;
  departure: string;
  nights: number;
  /** null: bookable; otherwise the one reason (property/stayAssessment.ts). */
  problem: StayProblem | null;
  /** The contract's message for `problem`; null when bookable. */
  message: string | null;
  /** Null when some night has no rate or the stay is outside the booking window. */
  price: StayPrice | null;
}

/**
 * Villas with what checkout shows, by id, read at once, whatever their status (a booking on a
 * withdrawn villa is still shown); one missing is left out.
 */
export async function loadVillaSummaries(
  db: Db,
  villaIds: readonly number[],
): Promise<Map<number, VillaSummary>> {
  const ids = [...new Set(villaIds)];
  if (ids.length === 0) return new Map();
  const [rows, images] = await Promise.all([
    db
      .selectFrom('villas')
      .innerJoin('communities', 'communities.id', 'villas.community_id')
      .select([
        'villas.id',
        'villas.code',
        'villas.name',
        'villas.property_type',
        'villas.bedrooms',
        'villas.max_occupancy',
        'villas.commission_bp',
        'villas.deposit_percent',
        'villas.balance_due_days',
        'villas.pool_heating_pence',
        'villas.private_pool',
        'villas.status',
        'communities.full_name as community_name',
      ])
      .where('villas.id', 'in', ids)
      .execute(),
    // Each villa's first photo: the one at its lowest position.
    db
      .selectFrom('villa_images as i')
      .select(['i.villa_id', 'i.title', 'i.small_url'])
      .where('i.villa_id', 'in', ids)
      .where((eb) =>
        eb(
          'i.position',
          '=',
          eb
            .selectFrom('villa_images as first')
            .select((inner) => inner.fn.min('first.position').as('position'))
            .whereRef('first.villa_id', '=', 'i.villa_id'),
        ),
      )
      .orderBy('i.id')
      .execute(),
  ]);
  const imageOf = new Map<number, (typeof images)[number]>();
  for (const image of images) if (!imageOf.has(image.villa_id)) imageOf.set(image.villa_id, image);
  const villas = new Map<number, VillaSummary>();
  for (const row of rows) {
    const image = imageOf.get(row.id);
    villas.set(row.id, {
      id: row.id,
      code: row.code,
      name: row.name,
      propertyType: row.property_type,
      propertyTypeName: propertyTypeName(row.property_type),
      bedrooms: row.bedrooms,
      maxOccupancy: row.max_occupancy,
      communityName: row.community_name,
      commissionBp: row.commission_bp,
      depositPercent: row.deposit_percent,
      balanceDueDays: row.balance_due_days,
      poolHeatingPence: row.pool_heating_pence,
      privatePool: row.private_pool === 1,
      image: image ? { imgUrl: image.small_url, title: image.title } : null,
      status: row.status,
    });
  }
  return villas;
}

/** The villa with what checkout shows, whatever its status; null when it does not exist. */
export async function loadVillaSummary(db: Db, villaId: number): Promise<VillaSummary | null> {
  return (await loadVillaSummaries(db, [villaId])).get(villaId) ?? null;
}

/** A stay to assess; `exceptBookingId` leaves one booking out of the occupied nights. */
export interface StayToAssess extends StayRequest {
  exceptBookingId?: number;
}

/**
 * Checks and prices a stay at `nowMs`. `exceptBookingId` leaves one booking out of the
 * occupied nights (a hold being upgraded does not block itself).
 */
export async function assessStay(
  db: Db,
  stay: StayRequest,
  nowMs: number,
  options: { exceptBookingId?: number; villa?: VillaSummary } = {},
): Promise<StayAssessment | null> {
  const [assessment] = await assessStays(
    db,
    [{ ...stay, exceptBookingId: options.exceptBookingId }],
    nowMs,
    options.villa ? new Map([[options.villa.id, options.villa]]) : undefined,
  );
  return assessment;
}

/**
 * Checks and prices many stays at `nowMs` with the same few queries whatever their number (a
 * list of quotes): each answer is assessStay's for that stay, null where its villa does not
 * exist or agents may not see it (villaVisibleToAgents: a withdrawn villa's quotes and stays
 * are no longer available to be booked). `villas` gives summaries read already.
 */
export async function assessStays(
  db: Db,
  stays: readonly StayToAssess[],
  nowMs: number,
  villas?: ReadonlyMap<number, VillaSummary>,
): Promise<(StayAssessment | null)[]> {
  const summaries =
    villas ??
    (await loadVillaSummaries(
      db,
      stays.map((s) => s.propertyId),
    ));
  const today = todayOf(nowMs);
  const config = await bookingSettingsAt(db);
  const window = bookingWindowOf(config, today);

  const framed = stays.map((stay) => {
    const villa = summaries.get(stay.propertyId);
    if (!villa || !villaVisibleToAgents(villa.status)) return null;
    const arrivalDay = dayOf(stay.arrival);
    const base = {
      villa,
      arrival: isoOf(arrivalDay),
      departure: isoOf(arrivalDay + stay.nights),
      nights: stay.nights,
    };
    // Outside the window or the nights range, no villa facts are needed.
    return { stay, arrivalDay, base, outside: windowProblem(window, arrivalDay, stay.nights) };
  });
  const refused = (
    base: Omit<StayAssessment, 'problem' | 'message' | 'price'>,
    problem: StayProblem,
  ): StayAssessment => ({
    ...base,
    problem,
    message: stayProblemMessage(problem, window.nights),
    price: null,
  });

  const inside = framed.filter((f): f is NonNullable<typeof f> => f !== null && f.outside === null);
  const facts = inside.length === 0 ? null : await readStaysFacts(db, inside);
  return framed.map((f) => {
    if (f === null) return null;
    if (f.outside) return refused(f.base, f.outside);
    const { stay, arrivalDay, base } = f;
    const { villa } = base;
    const { terms, window: villaWindow } = facts!.get(villa.id)!;
    const grid = new DayGrid(arrivalDay, stay.nights + 1, 1);
    grid.setCalendar(0, {
      seasons: villaWindow.seasons.map((s) => ({
        from: dayOf(s.date_from),
        to: dayOf(s.date_to),
        ratePence: s.nightly_rate_pence,
        minNights: s.min_nights,
      })),
      ratesUntil: dayOf(terms.rates_until),
      unbookableWeekdays: terms.unbookable_weekdays,
      unbookableDates: villaWindow.unbookableDays,
      blockedNights: villaWindow.blockedNights,
    });
    const taken: StayFact[] = villaWindow.stays
      .filter((s) => s.id !== stay.exceptBookingId)
      .map(stayFactOf);
    grid.setStays(0, taken, nowMs);
    const problem = assessStayOn(grid, 0, window, arrivalDay, stay.nights);
    if (problem === 'NO_RATES' || problem === 'OUTSIDE_CALENDAR') return refused(base, problem);

    const rules: DiscountRule[] = villaWindow.discounts;
    const price = priceStay(
      grid.ratesPence(0, arrivalDay, stay.nights),
      rules,
      { arrival: arrivalDay, nights: stay.nights, today },
      {
        commissionBp: villa.commissionBp,
        depositPercent: villa.depositPercent,
        balanceDueDays: villa.balanceDueDays,
        poolHeatingPence: villa.poolHeatingPence,
      },
    );
    return {
      ...base,
      problem,
      message: problem ? stayProblemMessage(problem, window.nights) : null,
      price,
    };
  });
}

/**
 * The facts of every villa the stays are on, from the first arrival to the last departure:
 * its rates horizon and start-day rule, and its window (seasons, discounts, unbookable days,
 * the stays that block).
 */
async function readStaysFacts(
  db: Db,
  stays: readonly { base: { villa: VillaSummary; arrival: string; departure: string } }[],
) {
  const ids = [...new Set(stays.map((s) => s.base.villa.id))];
  const from = stays.reduce(
    (min, s) => (s.base.arrival < min ? s.base.arrival : min),
    stays[0].base.arrival,
  );
  const to = stays.reduce(
    (max, s) => (s.base.departure > max ? s.base.departure : max),
    stays[0].base.departure,
  );
  const [terms, windows] = await Promise.all([
    db
      .selectFrom('villas')
      .select(['id', 'rates_until', 'unbookable_weekdays'])
      .where('id', 'in', ids)
      .execute(),
    readVillaWindows(db, ids, from, to),
  ]);
  return new Map(terms.map((t) => [t.id, { terms: t, window: windows.get(t.id)! }] as const));
}

/** The stay as the checkout pages show it. */
export function stayQuoteOf(assessment: StayAssessment, bookRef: string | null): StayQuote {
  const { villa, price } = assessment;
  return {
    propertyId: villa.id,
    villaCode: villa.code,
    villaName: villa.name,
    propertyTypeName: villa.propertyTypeName,
    communityName: villa.communityName,
    bedrooms: villa.bedrooms,
    maxOccupancy: villa.maxOccupancy,
    image: villa.image,
    arrival: assessment.arrival,
    departure: assessment.departure,
    nights: assessment.nights,
    checkInTime: CHECK_IN_TIME,
    checkOutTime: CHECK_OUT_TIME,
    available: assessment.problem === null,
    unavailableReason: assessment.message,
    price: {
      originalPrice: toPounds(price?.originalPence ?? 0),
      discounts: (price?.discounts ?? []).map((d) => ({
        name: d.name,
        amount: toPounds(d.amountPence),
      })),
      totalPrice: toPounds(price?.totalPence ?? 0),
    },
    deposit: {
      available: price?.deposit.available ?? false,
      amount: toPounds(price?.deposit.amountPence ?? 0),
      balanceDue:
        price?.deposit.balanceDue === null || price?.deposit.balanceDue === undefined
          ? null
          : isoOf(price.deposit.balanceDue),
    },
    agentCommission: {
      rate: villa.commissionBp / 100,
      amount: toPounds(price?.commission.amountPence ?? 0),
    },
    bookRef,
  };
}

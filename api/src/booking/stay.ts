import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  stayProblemMessage,
  type StayProblem,
  type StayQuote,
} from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { bookingSettings } from '../portalSettings';
import { DayGrid, type StayFact } from '../property/availability';
import { dayOf, dayOfInstant, isoOf } from '../property/days';
import { assessStayOn, bookingWindowOf, windowProblem } from '../property/stayAssessment';
import { propertyTypeName } from '../property/features';
import { priceStay, type DiscountRule, type StayPrice } from '../property/pricing';
import { toPounds } from '@villa/shared/format';
import { readVillaWindow, stayFactOf } from '../property/villaWindow';

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

/** The villa with what checkout shows; null when it does not exist or is inactive. */
export async function loadVillaSummary(db: Db, villaId: number): Promise<VillaSummary | null> {
  const row = await db
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
      'villas.active',
      'communities.full_name as community_name',
    ])
    .where('villas.id', '=', villaId)
    .executeTakeFirst();
  if (!row || row.active !== 1) return null;
  const image = await db
    .selectFrom('villa_images')
    .select(['title', 'small_url'])
    .where('villa_id', '=', villaId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return {
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
  };
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
  const villa = options.villa ?? (await loadVillaSummary(db, stay.propertyId));
  if (!villa) return null;
  const arrivalDay = dayOf(stay.arrival);
  const departureDay = arrivalDay + stay.nights;
  const arrival = isoOf(arrivalDay);
  const departure = isoOf(departureDay);
  const today = dayOfInstant(nowMs);
  const base = { villa, arrival, departure, nights: stay.nights };

  const config = await bookingSettings(db);
  const window = bookingWindowOf(config, today);
  const refused = (problem: StayProblem): StayAssessment => ({
    ...base,
    problem,
    message: stayProblemMessage(problem, window.nights),
    price: null,
  });
  // Outside the window or the nights range, no villa facts are read.
  const outside = windowProblem(window, arrivalDay, stay.nights);
  if (outside) return refused(outside);

  const [terms, { seasons, discounts, unbookableDays, stays }] = await Promise.all([
    db
      .selectFrom('villas')
      .select(['rates_until', 'unbookable_weekdays'])
      .where('id', '=', villa.id)
      .executeTakeFirstOrThrow(),
    readVillaWindow(db, villa.id, arrival, departure),
  ]);

  const grid = new DayGrid(arrivalDay, stay.nights + 1, 1);
  grid.setCalendar(0, {
    seasons: seasons.map((s) => ({
      from: dayOf(s.date_from),
      to: dayOf(s.date_to),
      ratePence: s.nightly_rate_pence,
      minNights: s.min_nights,
    })),
    ratesUntil: dayOf(terms.rates_until),
    unbookableWeekdays: terms.unbookable_weekdays,
    unbookableDates: unbookableDays,
  });
  const facts: StayFact[] = stays.filter((s) => s.id !== options.exceptBookingId).map(stayFactOf);
  grid.setStays(0, facts, nowMs);
  const problem = assessStayOn(grid, 0, window, arrivalDay, stay.nights);
  if (problem === 'NO_RATES' || problem === 'OUTSIDE_CALENDAR') return refused(problem);

  const rules: DiscountRule[] = discounts;
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

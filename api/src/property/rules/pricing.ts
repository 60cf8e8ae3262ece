import type { DiscountType } from '../tables';

/*
 * The one pricing module: every price the portal shows or stores comes from here (rules in
 * README.md). Amounts are integer pence; days are day numbers (days.ts). Nightly rates are
 * all-inclusive: taxes, breakage insurance and charges are in them.
 */

/** All discounts of one stay together never take more than this off (basis points). */
export const MAX_TOTAL_DISCOUNT_BP = 3000;
/** Smallest deposit, unless the total is smaller. */
export const DEPOSIT_MINIMUM_PENCE = 20_000;
/** A deposit is offered only if the balance falls due at least this many days after booking. */
export const DEPOSIT_MIN_DAYS_TO_BALANCE = 7;

/** Discount types in the order they are listed. */
export const DISCOUNT_TYPES: readonly DiscountType[] = [
  'SPECIAL_OFFER',
  'LONG_STAY',
  'EARLY_BOOKING',
  'LATE_DEAL',
];

export interface DiscountRule {
  type: DiscountType;
  name: string;
  percentBp: number;
  minNights: number | null;
  /** Day numbers, inclusive; null = open. */
  arrivalFrom: number | null;
  arrivalTo: number | null;
  /** Days between the booking day and the arrival, inclusive bounds; null = open. */
  leadDaysMin: number | null;
  leadDaysMax: number | null;
}

/** The per-villa terms that pricing needs. */
export interface VillaTerms {
  /** Basis points of the commissionable price (1000 = 10%). */
  commissionBp: number;
  depositPercent: number;
  balanceDueDays: number;
  /** Per night; null when the villa offers no pool heating. */
  poolHeatingPence: number | null;
}

export interface StayDates {
  arrival: number;
  nights: number;
  /** The booking day (today). */
  today: number;
}

export interface AppliedDiscount {
  type: DiscountType;
  name: string;
  amountPence: number;
}

export interface DepositTerms {
  available: boolean;
  /** The deposit, or the whole total when none is available. */
  amountPence: number;
  /** Day number, or null when no deposit is available. */
  balanceDue: number | null;
}

export interface StayPrice {
  /** Sum of the nightly rates. */
  originalPence: number;
  discounts: AppliedDiscount[];
  /** originalPence minus the discounts: what the customer pays for the villa. */
  totalPence: number;
  deposit: DepositTerms;
  commission: { rateBp: number; amountPence: number };
  /** Optional extra, not commissionable and not in totalPence. */
  poolHeating: { perNightPence: number; totalPence: number } | null;
}

/** Basis points of an amount, rounded half up to the penny. */
export function percentOf(amountPence: number, bp: number): number {
  return Math.floor((amountPence * bp + 5000) / 10_000);
}

export function discountApplies(rule: DiscountRule, stay: StayDates): boolean {
  const lead = stay.arrival - stay.today;
  return (
    (rule.minNights === null || stay.nights >= rule.minNights) &&
    (rule.arrivalFrom === null || stay.arrival >= rule.arrivalFrom) &&
    (rule.arrivalTo === null || stay.arrival <= rule.arrivalTo) &&
    (rule.leadDaysMin === null || lead >= rule.leadDaysMin) &&
    (rule.leadDaysMax === null || lead <= rule.leadDaysMax)
  );
}

/** The best rule of each discount type for the stay being priced (one stay at a time). */
const bestOfType: (DiscountRule | undefined)[] = DISCOUNT_TYPES.map(() => undefined);

/**
 * The one reading of the discount rules: of each type the best rule that applies; the types add
 * up, each a percentage of the original price, all together capped at MAX_TOTAL_DISCOUNT_BP,
 * each amount rounded half up. Returns the pence taken off, and lists the discounts in `into`
 * when given. Nothing is allocated, so the search can price thousands of stays an answer.
 */
function takeDiscounts(
  originalPence: number,
  rules: readonly DiscountRule[],
  stay: StayDates,
  into: AppliedDiscount[] | null,
): number {
  let applies = false;
  for (const rule of rules) {
    if (!discountApplies(rule, stay)) continue;
    if (!applies) bestOfType.fill(undefined);
    const at = DISCOUNT_TYPES.indexOf(rule.type);
    const current = bestOfType[at];
    if (!current || rule.percentBp > current.percentBp) bestOfType[at] = rule;
    applies = true;
  }
  if (!applies) return 0;
  let leftBp = MAX_TOTAL_DISCOUNT_BP;
  let taken = 0;
  for (let at = 0; at < bestOfType.length; at += 1) {
    const rule = bestOfType[at];
    if (!rule || leftBp <= 0) continue;
    const bp = Math.min(rule.percentBp, leftBp);
    leftBp -= bp;
    const amountPence = percentOf(originalPence, bp);
    taken += amountPence;
    into?.push({ type: DISCOUNT_TYPES[at], name: rule.name, amountPence });
  }
  return taken;
}

/** The discounts a stay gets (takeDiscounts). */
export function applicableDiscounts(
  originalPence: number,
  rules: readonly DiscountRule[],
  stay: StayDates,
): AppliedDiscount[] {
  const applied: AppliedDiscount[] = [];
  takeDiscounts(originalPence, rules, stay, applied);
  return applied;
}

/**
 * The least a stay whose nightly rates add up to `originalPence` can cost, whatever discounts
 * apply (they take at most MAX_TOTAL_DISCOUNT_BP, each amount rounded half up): a search looking
 * for the lowest total need not price a stay whose least cannot beat it.
 */
export function leastTotalPence(originalPence: number): number {
  return originalPence - percentOf(originalPence, MAX_TOTAL_DISCOUNT_BP) - DISCOUNT_TYPES.length;
}

/** The total of a stay: the original price less its discounts (takeDiscounts). */
export function stayTotalPence(
  originalPence: number,
  rules: readonly DiscountRule[],
  stay: StayDates,
): number {
  return originalPence - takeDiscounts(originalPence, rules, stay, null);
}

/**
 * Deposit and balance: the balance is due balanceDueDays before arrival. When that day is at
 * least DEPOSIT_MIN_DAYS_TO_BALANCE after the booking day, a deposit of depositPercent of the
 * total is taken (rounded up to whole pounds, at least DEPOSIT_MINIMUM_PENCE, at most the
 * total); otherwise the whole total is due at booking.
 */
export function depositFor(
  totalPence: number,
  stay: StayDates,
  terms: Pick<VillaTerms, 'depositPercent' | 'balanceDueDays'>,
): DepositTerms {
  const balanceDue = stay.arrival - terms.balanceDueDays;
  if (terms.depositPercent <= 0 || balanceDue - stay.today < DEPOSIT_MIN_DAYS_TO_BALANCE) {
    return { available: false, amountPence: totalPence, balanceDue: null };
  }
  const share = Math.ceil((totalPence * terms.depositPercent) / 100 / 100) * 100;
  const amountPence = Math.min(totalPence, Math.max(share, DEPOSIT_MINIMUM_PENCE));
  if (amountPence >= totalPence)
    return { available: false, amountPence: totalPence, balanceDue: null };
  return { available: true, amountPence, balanceDue };
}

/** Agent commission: a share of the villa price after discounts; extras earn none. */
export function commissionFor(totalPence: number, commissionBp: number) {
  return { rateBp: commissionBp, amountPence: percentOf(totalPence, commissionBp) };
}

/** Pool heating for the stay (per night times nights), or null when the villa has none. */
export function poolHeatingFor(poolHeatingPence: number | null, nights: number) {
  if (poolHeatingPence === null || poolHeatingPence <= 0) return null;
  return { perNightPence: poolHeatingPence, totalPence: poolHeatingPence * nights };
}

/** The full price of a stay whose nightly rates are known (availability checks that first). */
export function priceStay(
  nightlyRatesPence: readonly number[] | number,
  rules: readonly DiscountRule[],
  stay: StayDates,
  terms: VillaTerms,
): StayPrice {
  const originalPence =
    typeof nightlyRatesPence === 'number'
      ? nightlyRatesPence
      : nightlyRatesPence.reduce((sum, rate) => sum + rate, 0);
  const discounts: AppliedDiscount[] = [];
  const totalPence = originalPence - takeDiscounts(originalPence, rules, stay, discounts);
  return {
    originalPence,
    discounts,
    totalPence,
    deposit: depositFor(totalPence, stay, terms),
    commission: commissionFor(totalPence, terms.commissionBp),
    poolHeating: poolHeatingFor(terms.poolHeatingPence, stay.nights),
  };
}

/** "Price from £X per night": the lowest nightly rate among the nights given. */
export function priceFromPerNight(nightlyRatesPence: Iterable<number>): number | null {
  let lowest: number | null = null;
  for (const rate of nightlyRatesPence) {
    if (rate > 0 && (lowest === null || rate < lowest)) lowest = rate;
  }
  return lowest;
}

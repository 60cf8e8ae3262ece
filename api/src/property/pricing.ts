import type { DiscountType } from './tables';

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

/**
 * The discounts a stay gets: of each type the best one that applies; the types add up, each
 * a percentage of the original price; all together capped at MAX_TOTAL_DISCOUNT_BP.
 */
export function applicableDiscounts(
  originalPence: number,
  rules: readonly DiscountRule[],
  stay: StayDates,
): AppliedDiscount[] {
  const best = new Map<DiscountType, DiscountRule>();
  for (const rule of rules) {
    if (!discountApplies(rule, stay)) continue;
    const current = best.get(rule.type);
    if (!current || rule.percentBp > current.percentBp) best.set(rule.type, rule);
  }
  const applied: AppliedDiscount[] = [];
  let leftBp = MAX_TOTAL_DISCOUNT_BP;
  for (const type of DISCOUNT_TYPES) {
    const rule = best.get(type);
    if (!rule || leftBp <= 0) continue;
    const bp = Math.min(rule.percentBp, leftBp);
    leftBp -= bp;
    applied.push({ type, name: rule.name, amountPence: percentOf(originalPence, bp) });
  }
  return applied;
}

const OPEN_LOW = -2_147_483_648;
const OPEN_HIGH = 2_147_483_647;
/** Numbers per rule in a packed list. */
const PACKED = 7;

/**
 * Discount rules packed into one Int32Array (type rank, basis points, minimum nights, arrival
 * from, arrival to, lead min, lead max per rule; open bounds as the extreme integers), so the
 * search's hot loop prices thousands of stays without touching objects.
 */
export function packDiscounts(rules: readonly DiscountRule[]): Int32Array {
  const packed = new Int32Array(rules.length * PACKED);
  rules.forEach((rule, i) => {
    packed.set(
      [
        DISCOUNT_TYPES.indexOf(rule.type),
        rule.percentBp,
        rule.minNights ?? 0,
        rule.arrivalFrom ?? OPEN_LOW,
        rule.arrivalTo ?? OPEN_HIGH,
        rule.leadDaysMin ?? OPEN_LOW,
        rule.leadDaysMax ?? OPEN_HIGH,
      ],
      i * PACKED,
    );
  });
  return packed;
}

/** The most all the rules of a villa could take off together (basis points). */
export function maxDiscountBp(rules: readonly DiscountRule[]): number {
  const best = new Map<DiscountType, number>();
  for (const rule of rules) best.set(rule.type, Math.max(best.get(rule.type) ?? 0, rule.percentBp));
  let sum = 0;
  for (const bp of best.values()) sum += bp;
  return Math.min(sum, MAX_TOTAL_DISCOUNT_BP);
}

/** Whether the packed rule at index i applies to the stay (discountApplies, packed). */
function packedRuleApplies(
  packed: Int32Array,
  i: number,
  arrival: number,
  nights: number,
  lead: number,
): boolean {
  return (
    nights >= packed[i + 2] &&
    arrival >= packed[i + 3] &&
    arrival <= packed[i + 4] &&
    lead >= packed[i + 5] &&
    lead <= packed[i + 6]
  );
}

/**
 * The most packed rules could take off one stay together (basis points): the best applicable
 * rule of each type, summed and capped, as packedTotalPence takes them. Given the rules of
 * many villas at once, it bounds what any one of them takes off that stay.
 */
export function packedMostOffBp(
  packed: Int32Array,
  arrival: number,
  nights: number,
  today: number,
): number {
  const best = new Int32Array(DISCOUNT_TYPES.length);
  for (let i = 0; i < packed.length; i += PACKED) {
    if (!packedRuleApplies(packed, i, arrival, nights, arrival - today)) continue;
    best[packed[i]] = Math.max(best[packed[i]], packed[i + 1]);
  }
  return Math.min(
    best.reduce((sum, bp) => sum + bp, 0),
    MAX_TOTAL_DISCOUNT_BP,
  );
}

/**
 * The rules of `packed` lists, each distinct rule once (for packedMostOffBp); null when there
 * are more than `limit` of them, too many to read for every stay a search prices.
 */
export function distinctPackedRules(
  lists: readonly Int32Array[],
  limit: number,
): Int32Array | null {
  const seen = new Map<string, Int32Array>();
  for (const list of lists) {
    for (let i = 0; i < list.length; i += PACKED) {
      const rule = list.subarray(i, i + PACKED);
      const key = rule.join(',');
      if (!seen.has(key)) seen.set(key, rule);
      if (seen.size > limit) return null;
    }
  }
  const out = new Int32Array(seen.size * PACKED);
  [...seen.values()].forEach((rule, k) => out.set(rule, k * PACKED));
  return out;
}

/**
 * The total alone, from packed rules: the rule of applicableDiscounts (best of each type, in
 * type order, capped) without building objects.
 */
export function packedTotalPence(
  originalPence: number,
  packed: Int32Array,
  arrival: number,
  nights: number,
  today: number,
  /** The rules from / to these indexes of `packed` (many villas' rules in one array). */
  from = 0,
  to = packed.length,
): number {
  if (from >= to) return originalPence;
  const lead = arrival - today;
  let best0 = 0;
  let best1 = 0;
  let best2 = 0;
  let best3 = 0;
  for (let i = from; i < to; i += PACKED) {
    if (!packedRuleApplies(packed, i, arrival, nights, lead)) continue;
    const bp = packed[i + 1];
    switch (packed[i]) {
      case 0:
        if (bp > best0) best0 = bp;
        break;
      case 1:
        if (bp > best1) best1 = bp;
        break;
      case 2:
        if (bp > best2) best2 = bp;
        break;
      default:
        if (bp > best3) best3 = bp;
    }
  }
  // Unrolled over the four types in order: no array in the hot loop.
  let left = MAX_TOTAL_DISCOUNT_BP;
  let taken = 0;
  if (best0 > 0) {
    const bp = best0 < left ? best0 : left;
    left -= bp;
    taken += percentOf(originalPence, bp);
  }
  if (best1 > 0 && left > 0) {
    const bp = best1 < left ? best1 : left;
    left -= bp;
    taken += percentOf(originalPence, bp);
  }
  if (best2 > 0 && left > 0) {
    const bp = best2 < left ? best2 : left;
    left -= bp;
    taken += percentOf(originalPence, bp);
  }
  if (best3 > 0 && left > 0) {
    const bp = best3 < left ? best3 : left;
    taken += percentOf(originalPence, bp);
  }
  return originalPence - taken;
}

/** The total of a stay (see applicableDiscounts). */
export function stayTotalPence(
  originalPence: number,
  rules: readonly DiscountRule[],
  stay: StayDates,
): number {
  return packedTotalPence(
    originalPence,
    packDiscounts(rules),
    stay.arrival,
    stay.nights,
    stay.today,
  );
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
  const discounts = applicableDiscounts(originalPence, rules, stay);
  const totalPence = originalPence - discounts.reduce((sum, d) => sum + d.amountPence, 0);
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

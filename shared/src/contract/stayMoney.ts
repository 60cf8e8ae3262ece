import { toPence, toPounds } from '../format/money';
import { bookingTexts } from './bookingTexts';

/*
 * The one price breakdown of a stay, read by every screen and document that shows a stay's
 * money before or after it is booked: the villa page's panel, the checkout summary, the quote
 * PDF and mail, the booking page (through the server's moneyOf) and the confirmation.
 *
 *   total    = villa price after discounts + every extra (pool heating is an extra)
 *   deposit  = the villa's deposit, worked out on the villa price after discounts alone;
 *              offered only when it is less than the total (otherwise the whole total is due)
 *   balance  = total - deposit, due on the balance date: the extras are paid with it
 *   commission on the villa price only (extras are not commissionable)
 */

/** The pence core of the rule, for the server's stored bookings (booking/record.ts moneyOf). */
export function stayMoneyPence(stay: {
  /** The villa price after discounts. */
  villaPence: number;
  /** Every extra together (pool heating and the provider's custom extras included). */
  extrasPence: number;
  /** The villa's deposit; null when the villa's terms offer none for this stay. */
  depositPence: number | null;
}): { totalPence: number; depositAvailable: boolean; dueNowPence: number; balancePence: number } {
  const totalPence = stay.villaPence + stay.extrasPence;
  const depositAvailable = stay.depositPence !== null && stay.depositPence < totalPence;
  const dueNowPence = depositAvailable ? stay.depositPence! : totalPence;
  return { totalPence, depositAvailable, dueNowPence, balancePence: totalPence - dueNowPence };
}

export interface StayMoneyLine {
  name: string;
  /** Pounds; a discount is negative. */
  amount: number;
  kind: 'villa' | 'discount' | 'extra';
}

export interface StayMoneyInput {
  /** The villa's price for the stay: before discounts, each discount, after discounts. */
  villa: {
    nights: number;
    originalPrice: number;
    discounts: readonly { name: string; amount: number }[];
    totalPrice: number;
  };
  /** Each extra chosen, with its amount for the whole stay (quantity already counted). */
  extras: readonly { name: string; amount: number }[];
  /** The villa's deposit terms for the stay (as the server priced them). */
  deposit: { available: boolean; amount: number; balanceDue: string | null } | null;
}

export interface StayMoney {
  /** Villa rental, each discount, each extra: what the total is made of. */
  lines: StayMoneyLine[];
  /** Pounds: what the customer pays for the stay, extras included. */
  total: number;
  /** The villa price after discounts, on which the commission and the deposit are worked out. */
  villaTotal: number;
  /** Null when no deposit applies (the whole total is due on booking). */
  deposit: number | null;
  /** What is left after the deposit (the whole total without one). */
  balance: number;
  /** When the balance is due; null without a deposit. */
  balanceDue: string | null;
  /** The deposit, or the total when no deposit applies. */
  dueOnBooking: number;
  /** The sentence that says on what the deposit is worked out; null without a deposit. */
  depositBasis: string | null;
}

/** The name of the villa line of every breakdown. */
export const villaRentalLine = (nights: number) => `Villa rental (${nights} nights)`;

/** The breakdown of a stay (see the rule above), in pounds, pence-exact. */
export function stayMoney(input: StayMoneyInput): StayMoney {
  const extrasPence = input.extras.reduce((sum, e) => sum + toPence(e.amount), 0);
  const money = stayMoneyPence({
    villaPence: toPence(input.villa.totalPrice),
    extrasPence,
    depositPence: input.deposit?.available ? toPence(input.deposit.amount) : null,
  });
  const lines: StayMoneyLine[] = [
    {
      name: villaRentalLine(input.villa.nights),
      amount: input.villa.originalPrice,
      kind: 'villa',
    },
    ...input.villa.discounts.map((d) => ({
      name: d.name,
      amount: -Math.abs(d.amount),
      kind: 'discount' as const,
    })),
    ...input.extras.map((e) => ({ name: e.name, amount: e.amount, kind: 'extra' as const })),
  ];
  return {
    lines,
    total: toPounds(money.totalPence),
    villaTotal: input.villa.totalPrice,
    deposit: money.depositAvailable ? toPounds(money.dueNowPence) : null,
    balance: toPounds(money.balancePence),
    balanceDue: money.depositAvailable ? (input.deposit?.balanceDue ?? null) : null,
    dueOnBooking: toPounds(money.dueNowPence),
    depositBasis: money.depositAvailable
      ? extrasPence > 0
        ? bookingTexts.depositBasisWithExtras
        : bookingTexts.depositBasis
      : null,
  };
}

/**
 * The villa's price a night for a chosen stay, after discounts, to the penny (half a penny up):
 * what the villa page's headline says once dates are chosen, beside the "from" price of any
 * dates. Extras (pool heating included) are not in it: they are priced on their own lines.
 */
export function villaPricePerNight(villaTotal: number, nights: number): number {
  if (!Number.isInteger(nights) || nights <= 0) throw new RangeError(`nights: ${nights}`);
  return toPounds(Math.round(toPence(villaTotal) / nights));
}

import fc from 'fast-check';
import { bookableRows, DayGrid, isStayBookable, type StayFact } from './availability';
import { BookableSets, type BookableSource } from './bookableSets';
import { dayOf } from './days';
import { NO_FLOOR, priceFloorPence, StayFloors, type FloorSource } from './stayFloors';

/*
 * Held bookable sets and stay floors against the grid as it now is: after any sequence of
 * stay changes, a set handed out equals bookableRows worked out afresh, and a block's floor is
 * the least price floor of its villas bookable for the stay, asked one by one. The version
 * and the log of changed nights are kept as the catalog keeps them (catalog.ts setStays /
 * nightsChangedSince).
 */

const START = dayOf('2027-03-01');
const DAYS = 40;
const VILLAS = 40; // two words of a set
const NOW = Date.parse('2026-06-01T09:00:00Z');
/** Villa v's discounts take at most this off (a few villas none). */
const maxOffBp = (v: number) => (v % 3) * 500;
/** What the most any villa's rules take off a stay leaves: less for longer stays. */
const keptBpOf = (_arrival: number, nights: number) => 10_000 - 250 * nights;

/** A catalog's grid with its version and log: every villa rated for every night, minimum 2. */
function catalog(logLength = 256) {
  const grid = new DayGrid(START, DAYS, VILLAS);
  for (let v = 0; v < VILLAS; v += 1) {
    grid.setCalendar(v, {
      // Rates that rise through the window at some villas and fall at others.
      seasons: [
        { from: START, to: START + 19, ratePence: 10_000 + 37 * ((v * 7) % 40), minNights: 2 },
        { from: START + 20, to: START + DAYS - 1, ratePence: 11_000 - 29 * v, minNights: 2 },
      ],
      ratesUntil: START + DAYS - 1,
      unbookableWeekdays: 0,
      unbookableDates: [],
    });
  }
  const stays: StayFact[][] = Array.from({ length: VILLAS }, () => []);
  const log: { version: number; from: number; to: number }[] = [];
  const source = {
    grid,
    version: 0,
    nightsChangedSince(version: number): { from: number; to: number }[] | null {
      if (version === source.version) return [];
      if (log.length === 0 || log[0].version > version + 1) return null;
      return log.filter((entry) => entry.version > version);
    },
  } satisfies BookableSource;
  return {
    source,
    addStay(v: number, arrival: number, nights: number) {
      stays[v].push({
        id: stays[v].length,
        status: 'BOOKING',
        arrival: START + arrival,
        departure: START + arrival + nights,
        expiresAtMs: null,
      });
      const changed = grid.setStays(v, stays[v], NOW);
      if (changed) {
        source.version += 1;
        log.push({ version: source.version, ...changed });
        if (log.length > logLength) log.shift();
      }
    },
  };
}

/** Per block of 32 villas, the least price floor of those bookable for the stay, one by one. */
function floorsAskedOneByOne(grid: DayGrid, arrival: number, nights: number): number[] {
  const floors = [NO_FLOOR, NO_FLOOR];
  for (let v = 0; v < VILLAS; v += 1) {
    if (!isStayBookable(grid, v, arrival, nights)) continue;
    const original = grid.ratesPence(v, arrival, nights);
    const floor = Math.floor(priceFloorPence(original, maxOffBp(v), keptBpOf(arrival, nights)));
    floors[v >>> 5] = Math.min(floors[v >>> 5], floor);
  }
  return floors;
}

describe('bookable sets and stay floors held while their nights stand', () => {
  test('equal the grid worked out afresh after any sequence of stay changes', () => {
    const ask = fc.record({
      kind: fc.constant('ask' as const),
      // Few stays asked about, so one is asked again after a change touched it.
      arrival: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: -2, max: DAYS })),
      nights: fc.integer({ min: 1, max: 6 }),
    });
    const stay = fc.record({
      kind: fc.constant('stay' as const),
      villa: fc.integer({ min: 0, max: VILLAS - 1 }),
      arrival: fc.integer({ min: -3, max: 16 }),
      nights: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(ask, ask, stay), { minLength: 1, maxLength: 60 }),
        fc.constantFrom(1, 256),
        fc.constantFrom(1_000_000, 40),
        (commands, logLength, budgetBytes) => {
          const c = catalog(logLength);
          const sets = new BookableSets(c.source, budgetBytes);
          const floorSource: FloorSource = {
            grid: c.source.grid,
            get version() {
              return c.source.version;
            },
            nightsChangedSince: (version) => c.source.nightsChangedSince(version),
            maxDiscountBp: Uint16Array.from({ length: VILLAS }, (_, v) => maxOffBp(v)),
            bookable: sets,
            keptBpOf,
          };
          const floors = new StayFloors(floorSource, budgetBytes);
          for (const command of commands) {
            if (command.kind === 'stay') {
              c.addStay(command.villa, command.arrival, command.nights);
              continue;
            }
            const arrival = START + command.arrival;
            const held = sets.of(arrival, command.nights);
            expect([...held]).toEqual([...bookableRows(c.source.grid, arrival, command.nights)]);
            expect(sets.size().bytes).toBeLessThanOrEqual(budgetBytes);
            expect([...floors.of(arrival, command.nights)]).toEqual(
              floorsAskedOneByOne(c.source.grid, arrival, command.nights),
            );
            expect(floors.size().bytes).toBeLessThanOrEqual(budgetBytes);
          }
        },
      ),
      { numRuns: 1000, seed: 20261128 },
    );
  });

  test('a change keeps the sets of stays that read none of its nights', () => {
    const c = catalog();
    const sets = new BookableSets(c.source);
    const early = sets.of(START + 2, 5); // nights 2 to 6
    const late = sets.of(START + 10, 5); // nights 10 to 14
    c.addStay(0, 7, 3); // nights 7 to 9
    expect(sets.of(START + 2, 5)).toBe(early);
    expect(sets.of(START + 10, 5)).toBe(late);
    c.addStay(1, 12, 1); // night 12
    expect(sets.of(START + 2, 5)).toBe(early);
    const lateAgain = sets.of(START + 10, 5);
    expect(lateAgain).not.toBe(late);
    expect(lateAgain[0] & (1 << 1)).toBe(0); // villa 1 is taken on the 12th
    expect(late[0] & (1 << 1)).not.toBe(0);
  });
});

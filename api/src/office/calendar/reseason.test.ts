import { dayOf } from '@villa/shared/contract';
import { reseason, type SeasonRun } from './reseason';

const d = dayOf;
const summer: SeasonRun = {
  from: d('2027-07-01'),
  to: d('2027-07-31'),
  season: 'HIGH',
  name: 'Summer holidays',
  ratePence: 30_000,
  minNights: 7,
};
const autumn: SeasonRun = {
  from: d('2027-08-01'),
  to: d('2027-08-31'),
  season: 'LOW',
  name: 'Autumn',
  ratePence: 18_000,
  minNights: 3,
};

const seasonsOf = (result: ReturnType<typeof reseason>) => {
  if (!result.ok) throw new Error(result.problem);
  return result.seasons;
};

describe('reseason', () => {
  it('splits a season in three where a rate is set inside it, keeping its minimum', () => {
    const out = seasonsOf(
      reseason([summer], { from: d('2027-07-10'), to: d('2027-07-16'), ratePence: 35_000 }),
    );
    expect(out).toEqual([
      { ...summer, to: d('2027-07-09') },
      { ...summer, from: d('2027-07-10'), to: d('2027-07-16'), ratePence: 35_000 },
      { ...summer, from: d('2027-07-17') },
    ]);
  });

  it('changes only the minimum nights across two seasons, each keeping its rate', () => {
    const out = seasonsOf(
      reseason([summer, autumn], { from: d('2027-07-25'), to: d('2027-08-05'), minNights: 5 }),
    );
    expect(out).toEqual([
      { ...summer, to: d('2027-07-24') },
      { ...summer, from: d('2027-07-25'), minNights: 5 },
      { ...autumn, to: d('2027-08-05'), minNights: 5 },
      { ...autumn, from: d('2027-08-06') },
    ]);
  });

  it('merges runs with the same terms again: a rate set and set back leaves one season', () => {
    const week = { from: d('2027-07-10'), to: d('2027-07-16') };
    const split = seasonsOf(reseason([summer], { ...week, ratePence: 35_000 }));
    expect(split).toHaveLength(3);
    expect(seasonsOf(reseason(split, { ...week, ratePence: 30_000 }))).toEqual([summer]);
    // Different names never merge: autumn's first nights at summer's terms stay autumn's.
    const out = seasonsOf(
      reseason([summer, autumn], {
        from: d('2027-08-01'),
        to: d('2027-08-10'),
        ratePence: 30_000,
        minNights: 7,
      }),
    );
    expect(out.map((s) => s.name)).toEqual(['Summer holidays', 'Autumn', 'Autumn']);
  });

  it('fills nights without a season when a rate and minimum are given, named after a neighbour', () => {
    const out = seasonsOf(
      reseason([summer], {
        from: d('2027-07-30'),
        to: d('2027-08-03'),
        ratePence: 30_000,
        minNights: 7,
      }),
    );
    expect(out).toEqual([{ ...summer, to: d('2027-08-03') }]);
    const alone = seasonsOf(
      reseason([], { from: d('2028-01-01'), to: d('2028-01-07'), ratePence: 20_000, minNights: 4 }),
    );
    expect(alone).toEqual([
      {
        from: d('2028-01-01'),
        to: d('2028-01-07'),
        season: 'LOW',
        name: 'Standard rate',
        ratePence: 20_000,
        minNights: 4,
      },
    ]);
  });

  it('asks for the minimum nights of nights that have no rate yet', () => {
    expect(
      reseason([summer], { from: d('2027-07-30'), to: d('2027-08-03'), ratePence: 30_000 }),
    ).toEqual({
      ok: false,
      problem: 'GAP_NEEDS_MIN_NIGHTS',
    });
    // A minimum alone leaves nights without a rate as they are.
    expect(
      seasonsOf(reseason([summer], { from: d('2027-07-30'), to: d('2027-08-03'), minNights: 3 })),
    ).toEqual([
      { ...summer, to: d('2027-07-29') },
      { ...summer, from: d('2027-07-30'), minNights: 3 },
    ]);
  });
});

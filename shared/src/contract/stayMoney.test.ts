import { stayMoney, stayMoneyPence, villaPricePerNight } from './stayMoney';

const villa = {
  nights: 10,
  originalPrice: 1500,
  discounts: [{ name: 'Long stay', amount: 90 }],
  totalPrice: 1410,
};
const deposit = { available: true, amount: 353, balanceDue: '2027-05-29' };

describe('the one breakdown of a stay', () => {
  test('pool heating is in the total and the balance; the deposit stays on the villa price and says so', () => {
    const money = stayMoney({ villa, extras: [{ name: 'Pool heating', amount: 290 }], deposit });
    expect(money.lines).toEqual([
      { name: 'Villa rental (10 nights)', amount: 1500, kind: 'villa' },
      { name: 'Long stay', amount: -90, kind: 'discount' },
      { name: 'Pool heating', amount: 290, kind: 'extra' },
    ]);
    expect(money.total).toBe(1700);
    expect(money.deposit).toBe(353);
    expect(money.balance).toBe(1347);
    expect(money.balanceDue).toBe('2027-05-29');
    expect(money.depositBasis).toBe(
      'The deposit is worked out on the villa price; the extras are paid with the balance.',
    );
  });

  test('without extras the basis names the villa price alone; without a deposit the whole total is due', () => {
    expect(stayMoney({ villa, extras: [], deposit }).depositBasis).toBe(
      'The deposit is worked out on the villa price.',
    );
    const full = stayMoney({
      villa,
      extras: [{ name: 'Travel cot', amount: 45 }],
      deposit: { available: false, amount: 1410, balanceDue: null },
    });
    expect(full).toMatchObject({ total: 1455, deposit: null, balance: 0, dueOnBooking: 1455 });
    expect(full.depositBasis).toBeNull();
  });

  test('pence-exact, and a deposit as large as the total is no deposit', () => {
    expect(stayMoneyPence({ villaPence: 10, extrasPence: 20, depositPence: 5 })).toEqual({
      totalPence: 30,
      depositAvailable: true,
      dueNowPence: 5,
      balancePence: 25,
    });
    expect(
      stayMoneyPence({ villaPence: 10, extrasPence: 0, depositPence: 10 }).depositAvailable,
    ).toBe(false);
    expect(
      stayMoney({
        villa: { ...villa, totalPrice: 0.1 },
        extras: [{ name: 'x', amount: 0.2 }],
        deposit: null,
      }).total,
    ).toBe(0.3);
  });
});

describe('villaPricePerNight', () => {
  it('is the villa price after discounts over the nights', () => {
    expect(villaPricePerNight(1410, 10)).toBe(141);
  });

  it('rounds to the penny', () => {
    expect(villaPricePerNight(1000, 3)).toBe(333.33);
    expect(villaPricePerNight(1000.01, 2)).toBe(500.01);
  });

  it('refuses a stay of no nights', () => {
    expect(() => villaPricePerNight(100, 0)).toThrow(RangeError);
  });
});

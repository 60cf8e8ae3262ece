import {
  canDeleteRow,
  deleteNeedsConfirm,
  deleteRow,
  emptyRow,
  leadComplete,
  occupancyErrorKey,
  occupancyState,
  passengerRowErrors,
  passengersChanged,
  rowsToSend,
  withAutoRow,
  type PassengerRow,
} from './PassengerListRules';

const ARRIVAL = '2027-03-01';
const adult = (forename: string): PassengerRow => ({
  forename,
  surname: 'Smith',
  dob: '1980-05-05',
  isDriving: '1',
});
const infant: PassengerRow = {
  forename: 'Baby',
  surname: 'Smith',
  dob: '2026-09-01',
  isDriving: '0',
};

describe('passenger list rules', () => {
  test('adds an empty row when the last row has a forename and a surname', () => {
    expect(withAutoRow([])).toEqual([emptyRow()]);
    expect(withAutoRow([{ forename: 'Tom', surname: '' }])).toHaveLength(1);
    expect(withAutoRow([{ forename: 'Tom', surname: 'Smith' }])).toHaveLength(2);
  });

  test('the lead is complete with forename, surname, date of birth and driving', () => {
    expect(
      leadComplete({ forename: 'Jane', surname: 'Smith', dob: '1980-01-01', isDriving: '0' }),
    ).toBe(true);
    expect(leadComplete({ forename: 'Jane', surname: 'Smith', dob: '1980-01-01' })).toBe(false);
    expect(leadComplete(null)).toBe(false);
  });

  test('occupancy counts the lead and non-infants: open, full, over', () => {
    expect(occupancyState([adult('A')], ARRIVAL, 3)).toBe('OPEN');
    expect(occupancyState([adult('A'), adult('B')], ARRIVAL, 3)).toBe('FULL');
    expect(occupancyState([adult('A'), adult('B'), infant], ARRIVAL, 3)).toBe('FULL');
    expect(occupancyState([adult('A'), adult('B'), adult('C')], ARRIVAL, 3)).toBe('OVER');
  });

  test('Delete shows on every row but the last, and on the last when full and not an infant', () => {
    const rows = withAutoRow([adult('A')]);
    expect(rows.map((_, i) => canDeleteRow(i, rows, ARRIVAL, 4))).toEqual([true, false]);
    const full = [adult('A'), { ...adult('B'), surname: '' }];
    expect(canDeleteRow(1, full, ARRIVAL, 3)).toBe(true);
    const fullWithInfant = [adult('A'), adult('B'), { ...infant, surname: '' }];
    expect(canDeleteRow(2, fullWithInfant, ARRIVAL, 3)).toBe(false);
  });

  test('only populated rows ask before they go, and only they are sent, with their type', () => {
    expect(deleteNeedsConfirm(emptyRow())).toBe(false);
    expect(deleteNeedsConfirm({ ...emptyRow(), dob: '2020-01-01' })).toBe(true);
    const rows = [adult('A'), emptyRow(), infant];
    expect(rowsToSend(rows, ARRIVAL).map((r) => [r.forename, r.passengerType])).toEqual([
      ['A', 'Adult'],
      ['Baby', 'Infant'],
    ]);
    expect(deleteRow(rows, 0)).toEqual([emptyRow(), infant, emptyRow()]);
  });

  test('the list counts as changed only when populated rows differ', () => {
    expect(passengersChanged([adult('A')], [adult('A'), emptyRow()], ARRIVAL)).toBe(false);
    expect(passengersChanged([adult('A')], [adult('B')], ARRIVAL)).toBe(true);
  });

  test('row errors use the contract rules, keyed as final-form reads them', () => {
    const errors = passengerRowErrors(
      [
        adult('Anna'),
        emptyRow(),
        { forename: 'X', surname: 'Smith', dob: '2027-04-01', isDriving: '' },
      ],
      { arrival: ARRIVAL, maxOccupancy: 5 },
    );
    expect(errors).toEqual({
      passengers: [
        undefined,
        undefined,
        {
          forename: 'Forename must be between 2 and 50 characters',
          isDriving: 'Will they be driving? is required',
          dob: 'Date of birth must be on or before the arrival date',
        },
      ],
    });
    const over = passengerRowErrors([adult('A'), adult('B')], {
      arrival: ARRIVAL,
      maxOccupancy: 2,
    });
    expect(over[occupancyErrorKey('passengers')]).toContain(
      'maximum occupancy for this property is 2',
    );
  });
});

import fc from 'fast-check';
import moment from 'moment';
import { parseDateInput } from './dateInput';
import { API_DATE_FORMAT, formatDate } from './dates';
import { formatDuration } from './duration';

describe('parseDateInput', () => {
  it.each([
    ['05/Mar/2027', '2027-03-05'],
    ['05/03/2027', '2027-03-05'],
    ['2027-03-05', '2027-03-05'],
    ['2027/03/05', '2027-03-05'],
  ])('reads %s', (typed, expected) => {
    expect(parseDateInput(typed)?.format('YYYY-MM-DD')).toBe(expected);
  });

  it('reads the short date the British way (day first)', () => {
    expect(parseDateInput('01/02/2027')?.format('YYYY-MM-DD')).toBe('2027-02-01');
  });

  it('rejects text in no accepted format and impossible dates', () => {
    expect(parseDateInput('March 5th')).toBeNull();
    expect(parseDateInput('31/02/2027')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows an API date for agents', () => {
    expect(formatDate('2027-03-05')).toBe('05 Mar 2027');
    expect(formatDate('2027-03-05', 'DD/MM/YYYY')).toBe('05/03/2027');
  });

  it('gives an empty string for nothing or rubbish', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2027-02-30')).toBe('');
    expect(formatDate('2027-13-01')).toBe('');
  });

  it('writes every format the portal uses as moment writes it', () => {
    const formats = [
      'DD MMM YYYY',
      'DD/MM/YYYY',
      'DD/MMM/YYYY',
      'DD MMM YYYY, HH:mm',
      'ddd, DD MMM YYYY',
      'dddd D MMMM YYYY',
      'MMMM YYYY',
      '[on] D M YYYY HH:mm:ss',
    ];
    const instant = fc.date({
      min: new Date('1900-01-01'),
      max: new Date('2199-12-31'),
      noInvalidDate: true,
    });
    const text = fc.oneof(
      instant.map((d) => moment(d).format(API_DATE_FORMAT)),
      instant.map((d) => d.toISOString()),
      instant.map((d) => moment(d).format('YYYY-MM-DDTHH:mm:ss')),
      instant.map((d) => moment(d).utcOffset(-300).format()),
      fc.string(),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(...formats), (value, format) => {
        const parsed = moment(value, [API_DATE_FORMAT, moment.ISO_8601], true);
        expect(formatDate(value, format)).toBe(parsed.isValid() ? parsed.format(format) : '');
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a moment or a Date as the instant it holds', () => {
    expect(formatDate(moment('2027-03-05T10:30:00'), 'DD MMM YYYY, HH:mm')).toBe(
      '05 Mar 2027, 10:30',
    );
    expect(formatDate(new Date(2027, 2, 5))).toBe('05 Mar 2027');
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds', () => {
    expect(formatDuration(59)).toBe('00:59');
    expect(formatDuration(60)).toBe('01:00');
    expect(formatDuration(125)).toBe('02:05');
    expect(formatDuration(3600)).toBe('60:00');
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(formatDuration(0.2)).toBe('00:01');
    expect(formatDuration(-3)).toBe('00:00');
  });
});

import { formatDate, parseDateInput } from './dates';
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

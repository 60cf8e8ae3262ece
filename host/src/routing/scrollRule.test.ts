import { isOptionalExtrasStep, scrollOnNavigate } from './scrollRule';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('isOptionalExtrasStep', () => {
  it.each([
    '/optional-extras',
    '/checkout/all/optional-extras',
    '/checkout/reserve/optional-extras',
    '/checkout/all/optional-extras/VB123',
  ])('is true for %s', (path) => expect(isOptionalExtrasStep(path)).toBe(true));

  it.each([
    '/checkout/all/customer-details',
    '/villas',
    '/optional-extras-x',
    '/checkout-completed/1',
  ])('is false for %s', (path) => expect(isOptionalExtrasStep(path)).toBe(false));
});

describe('scrollOnNavigate', () => {
  it('scrolls to the top on an ordinary navigation', () => {
    expect(scrollOnNavigate(at('/villas'), at('/villa/12'))).toBe('top');
    expect(
      scrollOnNavigate(at('/villas', '?criteria[page]=1'), at('/villas', '?criteria[page]=2')),
    ).toBe('top');
  });

  it('leaves the position alone between two optional-extras steps', () => {
    expect(
      scrollOnNavigate(at('/optional-extras', '?a=1'), at('/checkout/all/optional-extras')),
    ).toBe('keep');
    expect(
      scrollOnNavigate(at('/checkout/all/optional-extras'), at('/checkout/all/optional-extras/R1')),
    ).toBe('keep');
  });

  it('scrolls to the top leaving the optional-extras steps', () => {
    expect(
      scrollOnNavigate(at('/checkout/all/optional-extras'), at('/checkout/all/customer-details')),
    ).toBe('top');
    expect(scrollOnNavigate(at('/villa/3'), at('/optional-extras'))).toBe('top');
  });

  it('leaves in-page anchor jumps alone', () => {
    expect(
      scrollOnNavigate(at('/about-florida/weather'), at('/about-florida/weather', '', '#may')),
    ).toBe('keep');
  });

  it('scrolls to the top on the first page', () => {
    expect(scrollOnNavigate(null, at('/'))).toBe('top');
  });
});

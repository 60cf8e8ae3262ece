import { tradingNameOf } from './agents';

describe("the agency's one trading name", () => {
  it("is the agent's own company when they gave one", () => {
    expect(
      tradingNameOf({
        companyName: 'Sunshine Travel Harborne',
        organisationDisplayName: 'Sunshine Travel',
      }),
    ).toBe('Sunshine Travel Harborne');
  });

  it("is the organisation's display name otherwise", () => {
    for (const companyName of [null, '', '  ']) {
      expect(tradingNameOf({ companyName, organisationDisplayName: 'Sunshine Travel' })).toBe(
        'Sunshine Travel',
      );
    }
  });

  it('is null with neither', () => {
    expect(tradingNameOf({ companyName: null, organisationDisplayName: undefined })).toBeNull();
  });
});

import type { PostcodeProvider } from './provider';
import { ADDRESSES_BY_POSTCODE, premisesLine } from './ukAddresses';
import { normaliseUkPostcode } from './ukPostcode';

/** The default provider: the embedded sample, no network. */
export const embeddedPostcodeProvider: PostcodeProvider = {
  name: 'embedded UK sample',
  async lookup(text) {
    const postcode = normaliseUkPostcode(text);
    if (!postcode) return { kind: 'invalid' };
    const entry = ADDRESSES_BY_POSTCODE.get(postcode);
    if (!entry) return { kind: 'notFound' };
    return {
      kind: 'found',
      address: {
        Premises: entry.premises.map((premise) => premisesLine(premise, entry.street)),
        Address2: entry.locality,
        Town: entry.town,
        County: entry.county,
        Postcode: entry.postcode,
      },
    };
  },
};

import type { PostcodeProvider, PostcodeResult } from './provider';
import { normaliseUkPostcode } from './ukPostcode';

/*
 * Ideal Postcodes (https://ideal-postcodes.co.uk), a licensed Royal Mail PAF reseller, behind
 * the PostcodeProvider interface. Its documented postcode lookup:
 *   GET {base}/v1/postcodes/{postcode}?api_key={key}
 *   200 {result: [{line_1, line_2, line_3, post_town, county, postcode, dependent_locality, ...}],
 *        code: 2000, message: "Success"}
 *   404 {code: 4040, message: "Postcode Not Found"}
 *   401 {code: 4010, ...} bad key; 402 {code: 4020, ...} no lookups left; 429 too many; 5xx
 * Anything but 200 and 404 throws, and the route answers "The address lookup is not available
 * at the moment - please enter the address below" (the agent types the address instead).
 */

export const IDEAL_POSTCODES_URL = 'https://api.ideal-postcodes.co.uk';

/** How long an agent waits for the service before typing the address by hand. */
const TIMEOUT_MS = 5000;

interface IdealAddress {
  line_1: string;
  line_2?: string;
  line_3?: string;
  post_town: string;
  county?: string;
  postcode: string;
  dependent_locality?: string;
}

export class PostcodeServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostcodeServiceError';
  }
}

/** "NEWCASTLE UPON TYNE" -> "Newcastle upon Tyne", as the address form shows towns. */
export function townCase(town: string): string {
  const small = new Set(['upon', 'on', 'in', 'by', 'the', 'de', 'le', 'under', 'next', 'sea']);
  return town
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, i) =>
      i > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
}

/** The addresses of one postcode as the portal's lookup answers them. */
function toResult(addresses: IdealAddress[]): PostcodeResult {
  if (addresses.length === 0) return { kind: 'notFound' };
  const first = addresses[0];
  return {
    kind: 'found',
    address: {
      Premises: addresses.map((a) => a.line_1),
      Address2: first.dependent_locality || first.line_2 || '',
      Town: townCase(first.post_town),
      County: first.county ?? '',
      Postcode: first.postcode,
    },
  };
}

export function createIdealPostcodesProvider(options: {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): PostcodeProvider {
  const base = (options.baseUrl ?? IDEAL_POSTCODES_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'Ideal Postcodes',
    async lookup(text) {
      const postcode = normaliseUkPostcode(text);
      if (!postcode) return { kind: 'invalid' };
      const url = `${base}/v1/postcodes/${encodeURIComponent(postcode)}?api_key=${encodeURIComponent(options.apiKey)}`;
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 404) return { kind: 'notFound' };
      if (response.status !== 200) {
        throw new PostcodeServiceError(`Ideal Postcodes answered ${response.status}`);
      }
      const body = (await response.json()) as { result?: unknown };
      if (!Array.isArray(body.result)) {
        throw new PostcodeServiceError('Ideal Postcodes answered without a result list');
      }
      return toResult(body.result as IdealAddress[]);
    },
  };
}

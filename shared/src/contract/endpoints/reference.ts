import { countryValuesResponseSchema } from '../session';
import { endpoint } from './endpoint';

/** Reference data the forms need, before log-in too. */
export const referenceEndpoints = {
  countries: endpoint({
    method: 'GET',
    path: '/country-values',
    summary: 'The countries of the address forms',
    access: 'public',
    answer: countryValuesResponseSchema,
    errors: [],
  }),
};

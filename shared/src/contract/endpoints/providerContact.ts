import { providerContactSchema } from '../provider';
import { endpoint } from './endpoint';

/**
 * The provider's public contacts, in the reference area of the table. A module of its own: the
 * log-in page and its footer ask for it, and take this entry without the rest of the area.
 */
export const providerContactEndpoint = endpoint({
  method: 'GET',
  path: '/provider-contact',
  summary:
    "The provider's name, phone, e-mail, support hours and social links (no bank details): the log-in page and its footer",
  access: 'public',
  answer: providerContactSchema,
  errors: [],
});

import type { Migration } from 'kysely';
import * as platform from './001-platform';
import * as content from './002-content';
import * as property from './003-property';
import * as agentOffice from './004-agent-office';
import * as villa from './005-villa';
import * as booking from './006-booking';
import * as cardPayments from './007-card-payments';
import * as security from './009-security';
import * as termsLeadAge from './010-terms-lead-age';

/**
 * Every migration, applied in key order. A later issue adds its own file here
 * (002-villas, 003-bookings, ...) and never edits an applied one.
 */
export const migrations: Record<string, Migration> = {
  '001-platform': platform,
  '002-content': content,
  '003-property': property,
  '004-agent-office': agentOffice,
  '005-villa': villa,
  '006-booking': booking,
  '007-card-payments': cardPayments,
  '009-security': security,
  '010-terms-lead-age': termsLeadAge,
};

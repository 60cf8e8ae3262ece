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
import * as bookingReminders from './011-booking-reminders';
import * as communityCoordApproximate from './013-community-coord-approximate';
import * as demoAndReplyTo from './014-demo-and-reply-to';
import * as balanceReminderIndex from './015-balance-reminder-index';
import * as villaChangeSeq from './016-villa-change-seq';
import * as closedDoors from './017-closed-doors';
import * as extrasFit from './018-extras-fit';
import * as loginCodes from './019-login-codes';
import * as quoteDownloadsAndReminderDeadlines from './020-quote-downloads-and-reminder-deadlines';
import * as office from './021-office';
import * as villaStatus from './022-villa-status';
import * as villaBlocks from './025-villa-blocks';
import * as villaPhotos from './026-villa-photos';
import * as officePayments from './027-office-payments';
import * as refunds from './028-refunds';
import * as conversations from './030-conversations';
import * as commissionStatements from './031-commission-statements';
import * as officePeople from './033-office-people';

/**
 * Every migration, applied in key order (the key is the migration's name in the database). A
 * change to the schema or its data is a new file with the next number, added here; an applied
 * migration is never edited, and it imports no live code (docs/adr/0008-migrations-are-frozen.md).
 * Numbers 008, 012, 023, 024, 029 and 032 were given out and never used.
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
  '011-booking-reminders': bookingReminders,
  '013-community-coord-approximate': communityCoordApproximate,
  '014-demo-and-reply-to': demoAndReplyTo,
  '015-balance-reminder-index': balanceReminderIndex,
  '016-villa-change-seq': villaChangeSeq,
  '017-closed-doors': closedDoors,
  '018-extras-fit': extrasFit,
  '019-login-codes': loginCodes,
  '020-quote-downloads-and-reminder-deadlines': quoteDownloadsAndReminderDeadlines,
  '021-office': office,
  '022-villa-status': villaStatus,
  '025-villa-blocks': villaBlocks,
  '026-villa-photos': villaPhotos,
  '027-office-payments': officePayments,
  '028-refunds': refunds,
  '030-conversations': conversations,
  '031-commission-statements': commissionStatements,
  '033-office-people': officePeople,
};

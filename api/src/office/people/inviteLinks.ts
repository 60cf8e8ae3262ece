import { fillInviteLinks } from '../../agent-office/invites';
import type { Db, OutboxRow } from '../../db/schema';
import { fillStaffInviteLinks } from './staff';

/**
 * The invitation links of a mail about to be sent, agents' and staff's: made now, so no stored
 * row ever holds a working one (the outbox worker's prepare step, app.ts). Null when an
 * invitation in it is no longer open: such a mail is not worth sending.
 */
export async function fillPeopleLinks(
  db: Db,
  row: OutboxRow,
  opts: { now: number; publicUrl: string },
): Promise<OutboxRow | null> {
  const agents = await fillInviteLinks(db, row, opts);
  return agents && fillStaffInviteLinks(db, agents, opts);
}

import { endServerSession } from '@villa/shared/api';
import { getSession } from '@villa/shared/store';

/**
 * A log-out the user asked for or the inactivity time-out: the server forgets the token first
 * (a copied token stops working), then this tab and, through storage, every other tab drop the
 * session. Other tabs only follow; the token is already dead.
 */
export function endSession(options: { timedOut: boolean }) {
  endServerSession();
  getSession().logout(options);
}

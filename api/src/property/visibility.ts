import { sql } from 'kysely';
import { VILLA_STATUSES_AGENTS_SEE } from '@villa/shared/contract';

/*
 * Whether agents may see a villa, as SQL: the contract's villaVisibleToAgents, read by every
 * query that lists or loads villas for agents (the search catalog, the villa page, checkout
 * and quotes). The office reads every villa whatever its status.
 */

const statusList = sql.join(VILLA_STATUSES_AGENTS_SEE.map((s) => sql.lit(s)));

/** SQL condition: the villa of column `statusColumn` (e.g. `villas.status`) is shown to agents. */
export const villaVisibleToAgentsSql = (statusColumn: string) =>
  sql<boolean>`${sql.ref(statusColumn)} in (${statusList})`;

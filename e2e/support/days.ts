// The portal's one day module (shared/src/contract/days.ts), for dates the suites type in.
import { addDaysIso, isoDayOfInstant } from '../../shared/src/contract/days';

/** The UTC day `days` days from now, 'YYYY-MM-DD': the rules' today (docs/adr/0016) plus days. */
export const isoIn = (days: number): string => addDaysIso(isoDayOfInstant(Date.now()), days);

export { addDaysIso };

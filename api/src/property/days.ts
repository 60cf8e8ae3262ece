// The portal's day numbers live in the contract (shared/src/contract/days.ts, docs/adr/0016),
// so the pages' calendar and the server count days alike; the search modules import them by
// this path.
export { dayOf, dayOfInstant, isoOf } from '@villa/shared/contract';

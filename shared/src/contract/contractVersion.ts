/**
 * The version of the endpoint contract (the endpoint table's request and answer shapes,
 * docs/adr/0017). `pnpm contract:check` holds it to the checked-in report
 * (shared/api/contract.json); a change that is not only additive needs a new major, and a
 * remote built against another major is shown as "needs an update" by the host.
 */
export const CONTRACT_VERSION = '1.15.0';

/** What a remote built before its manifest named a contract version was built against. */
export const CONTRACT_VERSION_UNNAMED = '1.0.0';

const majorOf = (version: string) => Number(version.split('.')[0]);

/**
 * Whether a remote built against contract `built` can run against contract `current`: the
 * same major (a minor only adds, so a remote built for an older minor still reads every answer
 * it knows). A remote whose manifest names none was built against CONTRACT_VERSION_UNNAMED.
 */
export function contractCompatible(built: string | undefined, current: string): boolean {
  return majorOf(built ?? CONTRACT_VERSION_UNNAMED) === majorOf(current);
}

import type { Db } from '../db/schema';

export interface AgentProfile {
  id: number;
  email: string;
  /** "Sarah Mitchell", or the e-mail when no name is held. */
  name: string;
  /** The agent's trading name: their company, else their organisation's display name. */
  company: string;
  telephone: string;
}

/**
 * The agency's trading name, the one name the portal gives it: the header's "by ...", the
 * dashboards' welcome, and every PDF and e-mail the agent sends. The agent's own company when
 * they gave one (the name their customers know), else their organisation's display name; null
 * with neither. The organisation's registered name is another thing (its legal name), shown
 * only as the organisation.
 */
export function tradingNameOf(names: {
  companyName: string | null;
  organisationDisplayName: string | null | undefined;
}): string | null {
  return names.companyName?.trim() || names.organisationDisplayName?.trim() || null;
}

/** What a PDF and its e-mail say about the agent who sends it. */
export async function agentProfile(db: Db, userId: number): Promise<AgentProfile> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.email',
      'users.forename',
      'users.surname',
      'users.company_name',
      'users.telephone',
      'organisations.display_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const name = [row.forename, row.surname].filter(Boolean).join(' ');
  return {
    id: row.id,
    email: row.email,
    name: name || row.email,
    company:
      tradingNameOf({
        companyName: row.company_name,
        organisationDisplayName: row.display_name,
      }) ?? '',
    telephone: row.telephone ?? '',
  };
}

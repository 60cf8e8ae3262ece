import { sql } from 'kysely';
import type { OfficeOrganisation } from '@villa/shared/contract';
import type { Db } from '../../db/schema';
import { toTimestamp } from '../../time';
import { peopleDb } from './tables';

/*
 * Organisations as the office writes them. Deactivating one is a switch on the organisation,
 * not on each agent: its users' sessions end in the same transaction, the agents' log-in and
 * an invitation to it refuse while it is off (routes/session.ts, agent-office/invites.ts), and
 * reactivating it lets exactly the agents back who were active before.
 */

/** Percent on the wire, basis points in the database (as the villa's commission). */
const toBp = (percent: number) => Math.round(percent * 100);
const toPercent = (bp: number | null) => (bp === null ? null : bp / 100);

type Row = Awaited<ReturnType<typeof selectOrganisations>>[number];

function selectOrganisations(db: Db) {
  return peopleDb(db)
    .selectFrom('organisations')
    .leftJoin('users', 'users.organisation_id', 'organisations.id')
    .select((eb) => [
      'organisations.id',
      'organisations.name',
      'organisations.display_name',
      'organisations.address1',
      'organisations.address2',
      'organisations.town',
      'organisations.county',
      'organisations.postcode',
      'organisations.country_id',
      'organisations.commission_bp',
      'organisations.deactivated_at',
      eb.fn.count<number>('users.id').as('agents'),
    ])
    .groupBy([
      'organisations.id',
      'organisations.name',
      'organisations.display_name',
      'organisations.address1',
      'organisations.address2',
      'organisations.town',
      'organisations.county',
      'organisations.postcode',
      'organisations.country_id',
      'organisations.commission_bp',
      'organisations.deactivated_at',
    ])
    .orderBy(sql`lower(organisations.name)`)
    .execute();
}

const answerOf = (row: Row): OfficeOrganisation => ({
  id: row.id,
  name: row.name,
  displayName: row.display_name,
  address: {
    address1: row.address1 ?? '',
    address2: row.address2 ?? '',
    addTown: row.town ?? '',
    addCounty: row.county ?? '',
    addCountryId: row.country_id,
    addPostcode: row.postcode ?? '',
  },
  commissionRate: toPercent(row.commission_bp),
  active: row.deactivated_at === null,
  agents: Number(row.agents),
});

export async function listOrganisations(db: Db): Promise<OfficeOrganisation[]> {
  return (await selectOrganisations(db)).map(answerOf);
}

export async function readOrganisation(db: Db, id: number): Promise<OfficeOrganisation | null> {
  const row = (await selectOrganisations(db)).find((r) => r.id === id);
  return row ? answerOf(row) : null;
}

/** Another organisation with this company name (any case), or null. */
export async function organisationNamed(db: Db, name: string, exceptId: number | null) {
  let query = db
    .selectFrom('organisations')
    .select('id')
    .where(sql`lower(name)`, '=', name.trim().toLowerCase());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) ?? null;
}

/** Whether a country id is one the address form offers. */
export async function isCountry(db: Db, id: number) {
  return !!(await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst());
}

type Fields = {
  name?: string;
  displayName?: string;
  address?: {
    address1: string;
    address2: string;
    addTown: string;
    addCounty: string;
    addCountryId: number;
    addPostcode: string;
  };
  commissionRate?: number;
  active?: boolean;
};

function columnsOf(fields: Fields) {
  return {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.displayName !== undefined || fields.name !== undefined
      ? { display_name: fields.displayName || fields.name }
      : {}),
    ...(fields.address
      ? {
          address1: fields.address.address1,
          address2: fields.address.address2,
          town: fields.address.addTown,
          county: fields.address.addCounty,
          country_id: fields.address.addCountryId,
          postcode: fields.address.addPostcode,
        }
      : {}),
    ...(fields.commissionRate !== undefined ? { commission_bp: toBp(fields.commissionRate) } : {}),
  };
}

/** Adds an organisation in the caller's transaction; its id. */
export async function createOrganisation(trx: Db, fields: Fields & { name: string }, now: number) {
  const nowText = toTimestamp(now);
  const { id } = await peopleDb(trx)
    .insertInto('organisations')
    .values({
      name: fields.name,
      display_name: fields.displayName || fields.name,
      created_at: nowText,
      updated_at: nowText,
      deactivated_at: fields.active === false ? nowText : null,
      ...columnsOf(fields),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Changes an organisation in the caller's transaction. Deactivating ends every session of its
 * users there and then; their accounts themselves are left as they are.
 */
export async function changeOrganisation(trx: Db, id: number, fields: Fields, now: number) {
  const pdb = peopleDb(trx);
  const nowText = toTimestamp(now);
  const columns = columnsOf(fields);
  const active =
    fields.active === undefined ? {} : { deactivated_at: fields.active ? null : nowText };
  await pdb
    .updateTable('organisations')
    .set({ ...columns, ...active, updated_at: nowText })
    .where('id', '=', id)
    .execute();
  if (fields.active === false) {
    await trx
      .deleteFrom('sessions')
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('organisation_id', '=', id),
      )
      .execute();
  }
}

/** Whether an organisation may be used: its agents log in, it takes invitations. */
export async function organisationActive(db: Db, id: number) {
  const row = await peopleDb(db)
    .selectFrom('organisations')
    .select('deactivated_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row && row.deactivated_at === null;
}

import { sql, type Kysely } from 'kysely';

/*
 * The booking terms seeded before this said the lead passenger must be 21 or over, while the
 * specification and the forms say 18 (contract LEAD_PASSENGER_MIN_AGE). New databases seed the right text;
 * this corrects the sentence in databases seeded earlier, and only that sentence: terms a
 * deployment wrote itself are left as they are.
 */

const SAID = 'who must be 21 or over and must travel';
const SAYS = 'who must be 18 or over at the time of booking and must travel';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update terms set body = replace(body, ${SAID}, ${SAYS})
    where type = 'vc-booking' and body like ${`%${SAID}%`}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update terms set body = replace(body, ${SAYS}, ${SAID})
    where type = 'vc-booking' and body like ${`%${SAYS}%`}`.execute(db);
}

import type { ProviderContact } from '@villa/shared/contract';
import type { Clock } from '../../time';
import { toTimestamp } from '../../time';
import { hashPassword } from '../../auth/passwords';
import { DEFAULT_SETTINGS } from '../../portalSettings';
import type { Db } from '../schema';
import { communityPositionsSeed, contentSeed } from '../../content/seed';
import { propertySeed } from '../../property/seed/seed';
import { agentOfficeSeed } from '../../agent-office/seed';
import { bookingSeed } from '../../booking/seed';
import { villaSeed } from '../../villa/seed';
import { demoSeed } from '../../demo/seed';
import { officeSeed } from '../../office/seed';
import { COUNTRIES } from './countries';
import { DEMO_ORGANISATION, DEMO_USERS, unusablePassword } from './demoUsers';
import { whenEmpty } from './whenEmpty';

/** What some steps need of the configuration: the provider's name and contacts (guides). */
export interface SeedContext {
  provider: ProviderContact;
  /** STAFF_SECRET_KEY (the office's demo second factors are sealed with it); unset: the portal's own. */
  staffSecretKey?: string | null;
}

/**
 * A seed step fills its own tables when they are empty, so a later issue can add a step
 * (villas, bookings, content) that also runs on a database seeded before it existed.
 */
export interface SeedStep {
  name: string;
  isNeeded(db: Db): Promise<boolean>;
  run(db: Db, clock: Clock, context: SeedContext): Promise<void>;
}

export const platformSeed: SeedStep = {
  name: 'platform',
  isNeeded: whenEmpty('users'),
  async run(db, clock) {
    const now = toTimestamp(clock());
    // Hashing first, outside the transaction, keeps the write short.
    const hashes = await Promise.all(
      DEMO_USERS.map((u) => hashPassword(u.password ?? unusablePassword())),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('countries')
        .values([...COUNTRIES])
        .execute();
      await trx
        .insertInto('settings')
        .values(
          Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({
            key,
            value: JSON.stringify(value),
          })),
        )
        .execute();
      const organisation = await trx
        .insertInto('organisations')
        .values({ ...DEMO_ORGANISATION, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, user] of DEMO_USERS.entries()) {
        await trx
          .insertInto('users')
          .values({
            email: user.email,
            password_hash: hashes[i],
            role: user.role,
            ...user.details,
            organisation_id: user.inOrganisation ? organisation.id : null,
            signup_incomplete: user.signupIncomplete ? 1 : 0,
            failed_login_count: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
  },
};

// Content before property: villas belong to the communities the content step creates.
export const seedSteps: SeedStep[] = [
  platformSeed,
  officeSeed,
  contentSeed,
  communityPositionsSeed,
  propertySeed,
  agentOfficeSeed,
  villaSeed,
  bookingSeed,
  demoSeed,
];

/**
 * The demo data without agent@demo.test's history, which costs seconds: the API tests' fresh
 * databases (the suites that need the history make it) and the command-line tools (a command
 * makes no history on the side; `cli demo refresh` makes it on purpose).
 */
export const seedStepsWithoutDemoHistory = seedSteps.filter((step) => step !== demoSeed);

/** Runs every step whose tables are empty; returns the names of the steps that ran. */
export async function seedDatabase(
  db: Db,
  clock: Clock,
  context: SeedContext,
  steps = seedSteps,
): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    if (await step.isNeeded(db)) {
      await step.run(db, clock, context);
      ran.push(step.name);
    }
  }
  return ran;
}

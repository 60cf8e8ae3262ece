import { hashPassword } from '../auth/passwords';
import { DEMO_USERS } from '../db/seed/demoUsers';
import type { SeedStep } from '../db/seed';
import { whenEmpty } from '../db/seed/whenEmpty';
import { toTimestamp } from '../time';
import { enrolWithSecret } from './signIn/secondFactor';
import { staffKeyOf } from './signIn/staffSecretKey';

/**
 * The office's demo accounts, already enrolled with their fixed demo secrets (demoUsers.ts).
 * On a demo database made before the office existed, staff@demo.test is added and
 * admin@demo.test (kept then for impersonation only) gets its demo password.
 */
export const officeSeed: SeedStep = {
  name: 'office',
  isNeeded: whenEmpty('staff_second_factors'),
  async run(db, clock, context) {
    const now = clock();
    const key = await staffKeyOf(db, context.staffSecretKey);
    for (const demo of DEMO_USERS) {
      if (!demo.demoTotpSecret || !demo.password) continue;
      const passwordHash = await hashPassword(demo.password);
      const found = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', demo.email)
        .executeTakeFirst();
      let userId = found?.id;
      if (userId === undefined) {
        const inserted = await db
          .insertInto('users')
          .values({
            email: demo.email,
            password_hash: passwordHash,
            role: demo.role,
            ...demo.details,
            organisation_id: null,
            signup_incomplete: 0,
            failed_login_count: 0,
            created_at: toTimestamp(now),
            updated_at: toTimestamp(now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = inserted.id;
      } else {
        await db
          .updateTable('users')
          .set({ password_hash: passwordHash, role: demo.role, updated_at: toTimestamp(now) })
          .where('id', '=', userId)
          .execute();
      }
      await enrolWithSecret(db, key, { userId, secret: demo.demoTotpSecret, demo: true, now });
    }
  },
};

import type { FastifyInstance } from 'fastify';
import {
  agentActionTexts,
  agentInviteTexts,
  endpoints,
  organisationMessages,
  staffTexts,
  addressMessages,
} from '@villa/shared/contract';
import { InviteRefused, inviteAgent, resendInvite, revokeInvite } from '../../agent-office/invites';
import { deactivateAccount, reactivateAccount } from '../../auth/accountActive';
import { issueImpersonationLink } from '../../auth/impersonation';
import { requestPasswordReset } from '../../auth/passwordResets';
import { liftAccountLocks } from '../../auth/throttle';
import { transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { HttpError, MESSAGES, errorsOf, idParam } from '../../errors';
import { route } from '../../web/endpointRoute';
import { recordAudit } from '../audit';
import { officeRoute, staffCaller, type StaffCaller } from '../officeRoute';
import { listAgents, openInvites, readAgent, readInvite } from './agents';
import {
  changeOrganisation,
  createOrganisation,
  isCountry,
  listOrganisations,
  organisationNamed,
  readOrganisation,
} from './organisations';
import {
  acceptStaffInvite,
  changeStaff,
  findOpenStaffInvite,
  inviteStaff,
  listStaff,
  openStaffInvites,
  revokeStaffInvite,
} from './staff';

const notFound = () => errorsOf(404, MESSAGES.notFound);
const atField = (field: string, error: string) =>
  new HttpError(422, { validationErrors: [{ field, error }] });

/**
 * The office's people (README.md beside this file): organisations, agents and their
 * invitations for STAFF and ADMIN, impersonating and the staff for ADMIN only (officeRoute
 * adds requireAdmin to an ADMIN entry). Each change and its audit entry are one transaction.
 */
export async function officePeopleRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.services;
  const calls = endpoints.office;

  const audit = (
    trx: Db,
    staff: StaffCaller,
    action: string,
    entity: { type: 'agent' | 'organisation' | 'staff'; id: number },
    before: unknown,
    after: unknown,
  ) => recordAudit(trx, { staff, action, entity, before, after, now: clock() });

  /* ----------------------------------------------------------- organisations */

  officeRoute(app, calls.organisations, async () => ({
    organisations: await listOrganisations(db),
  }));

  /** The checks a body's fields need beyond its schema: a unique name, a listed country. */
  const checkOrganisation = async (
    fields: { name?: string; address?: { addCountryId: number } },
    id: number | null,
  ) => {
    if (fields.name !== undefined && (await organisationNamed(db, fields.name, id))) {
      throw atField('name', organisationMessages.nameTaken);
    }
    if (fields.address && !(await isCountry(db, fields.address.addCountryId))) {
      throw atField('address.addCountryId', addressMessages.unknownCountry);
    }
  };

  officeRoute(app, calls.createOrganisation, async ({ request, body }) => {
    const staff = staffCaller(request);
    await checkOrganisation(body, null);
    const id = await transactionRetrying(db, async (trx) => {
      const created = await createOrganisation(trx, body, clock());
      const after = await readOrganisation(trx, created);
      await audit(
        trx,
        staff,
        'organisation.created',
        { type: 'organisation', id: created },
        null,
        after,
      );
      return created;
    });
    return { organisation: (await readOrganisation(db, id))! };
  });

  officeRoute(app, calls.changeOrganisation, async (call) => {
    const { request, params } = call;
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const before = id === null ? null : await readOrganisation(db, id);
    if (id === null || !before) throw notFound();
    const patch = call.body;
    await checkOrganisation(patch, id);
    const after = await transactionRetrying(db, async (trx) => {
      await changeOrganisation(trx, id, patch, clock());
      const changed = (await readOrganisation(trx, id))!;
      const action =
        patch.active !== undefined && patch.active !== before.active
          ? patch.active
            ? 'organisation.reactivated'
            : 'organisation.deactivated'
          : 'organisation.updated';
      await audit(trx, staff, action, { type: 'organisation', id }, before, changed);
      return changed;
    });
    return { organisation: after };
  });

  /* ------------------------------------------------------------------ agents */

  officeRoute(app, calls.agents, async ({ query }) => ({
    agents: await listAgents(db, query, clock()),
    invites: await openInvites(db, clock()),
  }));

  officeRoute(app, calls.inviteAgent, async ({ request, body }) => {
    const staff = staffCaller(request);
    try {
      const invite = await transactionRetrying(db, async (trx) => {
        const created = await inviteAgent(trx, {
          email: body.email,
          organisationId: body.organisationId,
          now: clock(),
          publicUrl: config.publicUrl,
          delivery: 'mail',
        });
        const answer = (await readInvite(trx, created.inviteId, clock()))!;
        await audit(
          trx,
          staff,
          'agent.invited',
          { type: 'agent', id: created.inviteId },
          null,
          answer,
        );
        return answer;
      });
      return { invite };
    } catch (error) {
      if (!(error instanceof InviteRefused)) throw error;
      if (error.refusal === 'emailTaken') throw atField('email', agentInviteTexts.emailTaken);
      if (error.refusal === 'notEmail') throw atField('email', error.message);
      if (error.refusal === 'noOrganisation')
        throw atField('organisationId', agentInviteTexts.unknownOrganisation);
      throw errorsOf(409, agentInviteTexts.inactiveOrganisation);
    }
  });

  officeRoute(app, calls.resendAgentInvite, async ({ request, params }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const invite = await transactionRetrying(db, async (trx) => {
      if (id === null || !(await resendInvite(trx, { inviteId: id, now: clock() }))) return null;
      const answer = (await readInvite(trx, id, clock()))!;
      await audit(trx, staff, 'agent.inviteResent', { type: 'agent', id }, null, answer);
      return answer;
    });
    if (!invite) throw notFound();
    return { invite };
  });

  officeRoute(app, calls.revokeAgentInvite, async ({ request, params }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const done = await transactionRetrying(db, async (trx) => {
      const before = id === null ? null : await readInvite(trx, id, clock());
      if (id === null || !before || !(await revokeInvite(trx, { inviteId: id, now: clock() })))
        return false;
      await audit(trx, staff, 'agent.inviteRevoked', { type: 'agent', id }, before, null);
      return true;
    });
    if (!done) throw notFound();
  });

  officeRoute(app, calls.changeAgent, async (call) => {
    const { request, params } = call;
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const before = id === null ? null : await readAgent(db, id, clock());
    if (id === null || !before) throw notFound();
    const patch = call.body;
    const after = await transactionRetrying(db, async (trx) => {
      if (patch.active === false && before.active) {
        await deactivateAccount(trx, { userId: id, now: clock() });
        await audit(
          trx,
          staff,
          'agent.deactivated',
          { type: 'agent', id },
          { active: true },
          { active: false },
        );
      }
      if (patch.active === true && !before.active) {
        await reactivateAccount(trx, { userId: id, now: clock() });
        await audit(
          trx,
          staff,
          'agent.reactivated',
          { type: 'agent', id },
          { active: false },
          { active: true },
        );
      }
      if (patch.unlock) {
        await liftAccountLocks(trx, before.email);
        await audit(
          trx,
          staff,
          'agent.unlocked',
          { type: 'agent', id },
          { locked: before.locked },
          { locked: false },
        );
      }
      return (await readAgent(trx, id, clock()))!;
    });
    return { agent: after };
  });

  officeRoute(app, calls.agentPasswordReset, async ({ request, params }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const agent = id === null ? null : await readAgent(db, id, clock());
    if (id === null || !agent) throw notFound();
    if (!agent.active) throw errorsOf(409, agentActionTexts.inactive);
    const sent = await requestPasswordReset(db, { email: agent.email, now: clock() });
    if (!sent) throw errorsOf(409, agentActionTexts.resetRefused);
    await transactionRetrying(db, (trx) =>
      audit(trx, staff, 'agent.passwordResetSent', { type: 'agent', id }, null, {
        email: agent.email,
      }),
    );
    return { sent: true as const };
  });

  officeRoute(app, calls.impersonateAgent, async ({ request, params }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const agent = id === null ? null : await readAgent(db, id, clock());
    if (id === null || !agent) throw notFound();
    if (!agent.active || agent.organisation?.active === false) {
      throw errorsOf(409, agentActionTexts.inactive);
    }
    // The same link `cli impersonate` prints (auth/impersonation.ts), with its audit entry.
    const url = await transactionRetrying(db, async (trx) => {
      const link = await issueImpersonationLink(trx, {
        userEmail: agent.email,
        adminEmail: staff.email,
        now: clock(),
        publicUrl: config.publicUrl,
      });
      await audit(trx, staff, 'agent.impersonated', { type: 'agent', id }, null, {
        expiresAt: link.expiresAt,
      });
      return link.url;
    });
    return { url };
  });

  /* ------------------------------------------------------------------- staff */

  officeRoute(app, calls.staff, async () => ({
    staff: await listStaff(db),
    invites: await openStaffInvites(db, clock()),
  }));

  officeRoute(app, calls.inviteStaff, async ({ request, body }) => {
    const staff = staffCaller(request);
    const outcome = await transactionRetrying(db, async (trx) => {
      const done = await inviteStaff(trx, { ...body, invitedBy: staff.userId, now: clock() });
      if (done.kind === 'invited') {
        await audit(
          trx,
          staff,
          'staff.invited',
          { type: 'staff', id: done.invite.id },
          null,
          done.invite,
        );
      }
      return done;
    });
    if (outcome.kind === 'emailTaken') throw atField('email', staffTexts.emailTaken);
    return { invite: outcome.invite };
  });

  officeRoute(app, calls.revokeStaffInvite, async ({ request, params }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const done = await transactionRetrying(db, async (trx) => {
      if (id === null || !(await revokeStaffInvite(trx, { inviteId: id, now: clock() })))
        return false;
      await audit(trx, staff, 'staff.inviteRevoked', { type: 'staff', id }, null, null);
      return true;
    });
    if (!done) throw notFound();
  });

  officeRoute(app, calls.changeStaff, async (call) => {
    const { request, params } = call;
    const staff = staffCaller(request);
    const id = idParam(params.id);
    if (id === null) throw notFound();
    const patch = call.body;
    const outcome = await transactionRetrying(db, async (trx) => {
      const done = await changeStaff(trx, id, patch, clock());
      if (done.kind !== 'changed') return done;
      const { before, after } = done;
      if (before.role !== after.role) {
        await audit(
          trx,
          staff,
          'staff.roleChanged',
          { type: 'staff', id },
          { role: before.role },
          { role: after.role },
        );
      }
      if (before.active !== after.active) {
        const action = after.active ? 'staff.reactivated' : 'staff.deactivated';
        await audit(
          trx,
          staff,
          action,
          { type: 'staff', id },
          { active: before.active },
          { active: after.active },
        );
      }
      if (patch.resetAuthenticator) {
        await audit(
          trx,
          staff,
          'staff.authenticatorReset',
          { type: 'staff', id },
          { enrolled: before.enrolled },
          { enrolled: false },
        );
      }
      return done;
    });
    if (outcome.kind === 'notFound') throw notFound();
    if (outcome.kind === 'lastAdmin') throw errorsOf(409, staffTexts.lastAdmin);
    return { staff: outcome.after };
  });

  /* ---------------------------------------------- staff signup (no session) */

  const linkOf = (params: { inviteId: string; token: string }) => {
    const inviteId = idParam(params.inviteId);
    return inviteId === null || !/^[\w-]{20,100}$/.test(params.token)
      ? null
      : { inviteId, token: params.token };
  };

  route(app, calls.staffSignup, async ({ params }) => {
    const link = linkOf(params);
    const invite = link && (await findOpenStaffInvite(db, { ...link, now: clock() }));
    if (!invite) throw errorsOf(404, staffTexts.inviteFailed);
    return {
      staffInvite: {
        email: invite.email,
        name: `${invite.forename} ${invite.surname}`,
        role: invite.role,
      },
    };
  });

  route(app, calls.completeStaffSignup, async (call) => {
    const { params } = call;
    const link = linkOf(params);
    if (!link || !(await findOpenStaffInvite(db, { ...link, now: clock() }))) {
      throw errorsOf(404, staffTexts.inviteFailed);
    }
    const { password } = call.body;
    const outcome = await acceptStaffInvite(db, { ...link, password, now: clock() });
    if (outcome.kind === 'invalid') throw errorsOf(404, staffTexts.inviteFailed);
    if (outcome.kind === 'emailTaken') throw errorsOf(409, staffTexts.emailTaken);
    return { signedUp: true as const, email: outcome.email };
  });
}

import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { requireAuth } from '../../auth/plugin';
import { transactionRetrying } from '../../db/engine';
import { MESSAGES, errorsOf, idParam } from '../../errors';
import { findOwnBooking } from '../../booking/record';
import { route } from '../../web/endpointRoute';
import { recordAudit } from '../audit';
import { officeRoute, staffCaller } from '../officeRoute';
import {
  addStaffReply,
  listConversations,
  markConversationDone,
  markReadByAgent,
} from './conversations';

const notFound = () => errorsOf(404, MESSAGES.notFound);

/**
 * The office's message calls and the agent's side of them (README.md beside this file). Each
 * staff write and its audit entry are one transaction (office/audit.ts).
 */
export async function officeMessageRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.services;

  officeRoute(app, endpoints.office.messages, async () => ({
    conversations: await listConversations(db, 'STAFF'),
  }));

  officeRoute(app, endpoints.office.replyToMessage, async ({ request, params, body }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const conversation =
      id === null
        ? null
        : await transactionRetrying(db, async (trx) => {
            const now = clock();
            const after = await addStaffReply(trx, {
              id,
              staff,
              body: body.body,
              nowMs: now,
              publicUrl: config.publicUrl,
            });
            if (after) {
              await recordAudit(trx, {
                staff,
                action: 'conversation.replied',
                entity: { type: 'conversation', id },
                after: { body: body.body },
                now,
              });
            }
            return after;
          });
    if (!conversation) throw notFound();
    return { conversation };
  });

  officeRoute(app, endpoints.office.markMessageDone, async ({ request, params }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const done =
      id === null
        ? null
        : await transactionRetrying(db, async (trx) => {
            const now = clock();
            const change = await markConversationDone(trx, id, now);
            if (change && change.before.doneAt === null) {
              await recordAudit(trx, {
                staff,
                action: 'conversation.done',
                entity: { type: 'conversation', id },
                before: { doneAt: null },
                after: { doneAt: change.after.doneAt },
                now,
              });
            }
            return change;
          });
    if (!done) throw notFound();
    return { conversation: done.after };
  });
}

/** The agent's calls: its own conversations only; another agent's is a 404. */
export async function agentMessageRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.messages.messages, async ({ request, query }) => {
    const { user } = requireAuth(request);
    const bookingId = query.bookRef
      ? (await findOwnBooking(db, query.bookRef, user.id)).id
      : undefined;
    return {
      conversations: await listConversations(db, 'AGENT', { agentUserId: user.id, bookingId }),
    };
  });

  route(app, endpoints.messages.readMessages, async ({ request, params }) => {
    const { user } = requireAuth(request);
    const id = idParam(params.id);
    const conversation = id === null ? null : await markReadByAgent(db, id, user.id);
    if (!conversation) throw notFound();
    return { conversation };
  });
}

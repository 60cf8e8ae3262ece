import * as v from 'valibot';
import {
  agentConversationQuerySchema,
  conversationListResponseSchema,
  conversationReplySchema,
  conversationResponseSchema,
} from '../officeMessages';
import { STAFF_ROLES } from '../roles';
import { endpoint, pathText } from './endpoint';

const idParams = v.object({ id: pathText });

/**
 * The office's messages (api/src/office/messages/README.md): the conversations the agents'
 * enquiries and change requests open, answered by the office. STAFF and ADMIN only. Part of the
 * `office` area of the table (OpenAPI tag `office`).
 */
export const officeMessageEndpoints = {
  messages: endpoint({
    method: 'GET',
    path: '/office/messages',
    summary: 'Every conversation with the agents, unread first, each with its booking',
    access: STAFF_ROLES,
    answer: conversationListResponseSchema,
    errors: [],
  }),
  replyToMessage: endpoint({
    method: 'POST',
    path: '/office/messages/:id/replies',
    summary: 'Answer a conversation: the agent reads it on the booking page and gets a mail',
    access: STAFF_ROLES,
    params: idParams,
    body: conversationReplySchema,
    status: 201,
    answer: conversationResponseSchema,
    errors: [404, 422],
  }),
  markMessageDone: endpoint({
    method: 'POST',
    path: '/office/messages/:id/done',
    summary: 'Mark a conversation done (the agent writing again opens it again)',
    access: STAFF_ROLES,
    params: idParams,
    answer: conversationResponseSchema,
    errors: [404],
  }),
};

/** The agent's side of the same conversations: its own only. */
export const agentMessageEndpoints = {
  messages: endpoint({
    method: 'GET',
    path: '/messages',
    summary: "The agent's conversations with the provider's office, or one booking's",
    access: ['AGENT'],
    query: agentConversationQuerySchema,
    answer: conversationListResponseSchema,
    errors: [404, 422],
  }),
  readMessages: endpoint({
    method: 'POST',
    path: '/messages/:id/read',
    summary: "The agent has read the office's replies in a conversation",
    access: ['AGENT'],
    params: idParams,
    answer: conversationResponseSchema,
    errors: [404],
  }),
};

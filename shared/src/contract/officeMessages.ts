import * as v from 'valibot';
import { CHANGE_REQUEST_BODY_MAX } from './booking';
import { messages, requiredText } from './validation';

/*
 * Conversations between the agents and the provider's office (issue 45): an agent's "Make
 * enquiry" or change request (POST /send-enquiry) opens one, on its booking or as a general
 * enquiry of its own; the office answers it in /office/messages and marks it done; the agent
 * reads the answers on the booking page. One shape for both sides (api/src/office/messages).
 */

/** Who wrote a message: the agent, or the provider's office. */
export const MESSAGE_AUTHORS = ['AGENT', 'STAFF'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const conversationMessageSchema = v.object({
  /** ISO-8601 UTC. */
  at: v.string(),
  /** The sender's name as shown: the agent's name, or the staff member's for a reply. */
  from: v.string(),
  author: v.picklist(MESSAGE_AUTHORS),
  body: v.string(),
});
export type ConversationMessage = v.InferOutput<typeof conversationMessageSchema>;

export const conversationSchema = v.object({
  id: v.number(),
  /** The booking it is about; null for a general enquiry. */
  bookRef: v.nullable(v.string()),
  subject: v.string(),
  /**
   * Unread by whoever asks: for the office, the agent's last message waits for an answer; for
   * the agent, the number of replies not read yet (0 when none).
   */
  unread: v.number(),
  /** When the office marked it done; null while open. */
  doneAt: v.nullable(v.string()),
  /** The agent who wrote it (the office sees it; an agent sees its own). */
  agentEmail: v.string(),
  agentName: v.string(),
  messages: v.array(conversationMessageSchema),
});
export type Conversation = v.InferOutput<typeof conversationSchema>;

/** GET /office/messages and GET /messages: unread first, then the newest. */
export const conversationListResponseSchema = v.object({
  conversations: v.array(conversationSchema),
});
export type ConversationListResponse = v.InferOutput<typeof conversationListResponseSchema>;

export const conversationResponseSchema = v.object({ conversation: conversationSchema });
export type ConversationResponse = v.InferOutput<typeof conversationResponseSchema>;

export const replyFieldLabels = { body: 'Reply' } as const;

/** POST /office/messages/{id}/replies. */
export const conversationReplySchema = v.object({
  body: v.pipe(
    requiredText(replyFieldLabels.body),
    v.maxLength(
      CHANGE_REQUEST_BODY_MAX,
      messages.maxLength(replyFieldLabels.body, CHANGE_REQUEST_BODY_MAX),
    ),
  ),
});
export type ConversationReply = v.InferInput<typeof conversationReplySchema>;

/** GET /messages?bookRef=: the agent's own conversations, or one booking's. */
export const agentConversationQuerySchema = v.object({
  bookRef: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
});

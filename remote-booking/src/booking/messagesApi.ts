import { callEndpoint } from '@villa/shared/api';
import { agentMessageEndpoints } from '@villa/shared/contract';
import { endpointKey, endpointQuery, queryOptions } from '@villa/shared/query';

/** The agent's conversations with the office about one booking (api/src/office/messages). */
export const bookingMessagesQuery = (bookRef: string) =>
  queryOptions(
    endpointQuery(agentMessageEndpoints.messages, {
      query: { bookRef },
      showErrorDialog: false,
    }),
  );

/** Every cached list of the agent's conversations: a new enquiry or a reply read changes them. */
export const messagesKey = () => endpointKey(agentMessageEndpoints.messages);

export const markRead = (id: number) =>
  callEndpoint(agentMessageEndpoints.readMessages, {
    params: { id: String(id) },
    showErrorDialog: false,
  });

import { callEndpoint } from '@villa/shared/api';
import { officeMessageEndpoints } from '@villa/shared/contract';
import { endpointKey, endpointQuery, queryOptions } from '@villa/shared/query';

/*
 * The messages section's calls (api/src/office/messages/README.md). The list's key is the
 * endpoint table's, so the answer the host starts at navigation (routes.json) is the one here.
 */

export const conversationsQuery = () =>
  queryOptions(endpointQuery(officeMessageEndpoints.messages, { showErrorDialog: false }));

export const conversationsKey = () => endpointKey(officeMessageEndpoints.messages);

// The 422 is shown at its field and other failures beside the form: no global dialog.
export const sendReply = (id: number, body: string) =>
  callEndpoint(officeMessageEndpoints.replyToMessage, {
    params: { id: String(id) },
    body: { body },
    showErrorDialog: false,
  });

export const markDone = (id: number) =>
  callEndpoint(officeMessageEndpoints.markMessageDone, {
    params: { id: String(id) },
    showErrorDialog: false,
  });

import { callEndpoint, uploadWithProgress } from '@villa/shared/api';
import { officeContentEndpoints } from '@villa/shared/contract';
import { endpointKey, endpointQuery, queryOptions } from '@villa/shared/query';

/*
 * The guides' calls (api/src/office/content/README.md). Failures are shown on the page (a 422 at
 * its field), so no call opens the global error dialog.
 */

const e = officeContentEndpoints;

export const guidesQuery = () =>
  queryOptions(endpointQuery(e.officeGuides, { showErrorDialog: false }));

export const guidesKey = () => endpointKey(e.officeGuides);

export interface GuideFields {
  file: File;
  name: string;
  nameExtra: string;
  sendToCustomer: boolean;
}

function formOf({ file, name, nameExtra, sendToCustomer }: GuideFields) {
  const body = new FormData();
  // The texts come first so the server reads them before the file's bytes.
  body.append('name', name);
  body.append('nameExtra', nameExtra);
  body.append('sendToCustomer', String(sendToCustomer));
  body.append('file', file);
  return body;
}

export const uploadGuide = (fields: GuideFields) =>
  uploadWithProgress(e.uploadGuide, { body: formOf(fields) });

export const replaceGuide = (id: number, fields: GuideFields) =>
  uploadWithProgress(e.replaceGuide, { params: { id: String(id) }, body: formOf(fields) });

export const deleteGuide = (id: number) =>
  callEndpoint(e.deleteGuide, { params: { id: String(id) }, showErrorDialog: false });

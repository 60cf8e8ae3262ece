import type { TestApp } from './testApp';
import { DEMO, bearer, officeTokenFor } from './testApp';

/*
 * The office's villa calls as a test makes them: through the API, as a staff member of the
 * demo office (STAFF), with a session its log-in would open.
 */

export interface OfficeAnswer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): any;
}

export interface OfficeCalls {
  create(body: unknown): Promise<OfficeAnswer>;
  get(id: number): Promise<OfficeAnswer>;
  patch(id: number, body: unknown): Promise<OfficeAnswer>;
  remove(id: number): Promise<OfficeAnswer>;
  list(query: Record<string, string>): Promise<OfficeAnswer>;
  /** The session's headers, for calls of another area (the audit log). */
  headers: Record<string, string>;
}

export async function officeCallsOf(
  t: TestApp,
  who: { email: string; password: string } = DEMO.staff,
): Promise<OfficeCalls> {
  const headers = bearer(await officeTokenFor(t, who));
  const url = (id?: number) =>
    id === undefined ? '/api/office/villas' : `/api/office/villas/${id}`;
  return {
    headers,
    create: (body) =>
      t.app.inject({ method: 'POST', url: url(), headers, payload: body as object }),
    get: (id) => t.app.inject({ method: 'GET', url: url(id), headers }),
    patch: (id, body) =>
      t.app.inject({ method: 'PATCH', url: url(id), headers, payload: body as object }),
    remove: (id) => t.app.inject({ method: 'DELETE', url: url(id), headers }),
    list: (query) =>
      t.app.inject({
        method: 'GET',
        url: `${url()}?${new URLSearchParams(query).toString()}`,
        headers,
      }),
  };
}

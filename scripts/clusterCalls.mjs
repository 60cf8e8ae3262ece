// What the cluster suite and the day-of-traffic benchmark say to a running portal: one HTTP
// call, a log-in, a checkout's body, and an SMTP sink that keeps every mail it is sent.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { requireFromApi } from './cluster.mjs';

export const LOGIN_USER_TYPE = 10;
export const LEAD = {
  clientTitle: 'Mrs',
  clientForename: 'Jane',
  clientSurname: 'Smith',
  address1: '10 Downing Street',
  address2: '',
  addTown: 'London',
  addCounty: '',
  addCountryId: 82,
  addPostcode: 'SW1A 2AA',
  clientTelephone: '020 7946 0000',
  clientMobile: '',
  clientEmail: 'jane.smith@example.com',
  dob: '1980-04-12',
  isDriving: '1',
};

/**
 * One HTTP call on a connection of its own; a network error is status 0. Not fetch: its pool
 * reuses idle connections, and when nginx reloads (the health watcher does, as an instance
 * leaves or comes back) the old worker closes its idle ones; a request written on one at
 * that moment fails at the client without reaching any server. Browsers send such a request
 * again by themselves; a load generator on fresh connections never meets the race. `agent`
 * (a keep-alive http.Agent) is for a caller that keeps its connections as a browser does, and
 * so also sends again, once, a request that failed on a reused connection before any answer
 * (bench-mix.mjs). `localAddress` (127.0.0.N) makes the call come from an address of its own,
 * as agents in different offices do.
 */
export function call(
  base,
  method,
  url,
  { token, body, form, timeoutMs = 30_000, agent = false, localAddress } = {},
) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (payload !== undefined) headers['content-length'] = Buffer.byteLength(payload);
  const attempt = (again) =>
    new Promise((resolve) => {
      const request = http.request(
        new URL(url, base),
        { method, headers, agent, localAddress, timeout: timeoutMs },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {
              // HTML or empty
            }
            const get = (name) => res.headers[name.toLowerCase()] ?? null;
            resolve({ status: res.statusCode, headers: { get }, text, json });
          });
          res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        if (again && request.reusedSocket && error.code === 'ECONNRESET') {
          resolve(attempt(false));
          return;
        }
        resolve({ status: 0, error: error.code ?? error.message, text: '', json: null });
      });
      request.end(payload);
    });
  return attempt(agent !== false);
}

export async function logIn(base, who) {
  const res = await call(base, 'POST', '/api/login', {
    body: { email: who.email, password: who.password, user_type: LOGIN_USER_TYPE },
  });
  if (res.status !== 200)
    throw new Error(`log-in of ${who.email} answered ${res.status} ${res.text}`);
  return res.json.token;
}

/**
 * A real SMTP server on loopback that keeps every message (duplicates included: it drops no
 * copy, whatever its Message-ID, so the suite counts real deliveries) and writes
 * each into `dir` as an .eml file, where the e2e tests look for mail.
 */
export async function startSmtpSink(dir) {
  const { SMTPServer } = requireFromApi('smtp-server');
  const messages = [];
  /** When each message was taken (before the "250 OK"): the moment a sender can no longer undo it. */
  const acceptedAt = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push(raw);
        acceptedAt.push(Date.now());
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, `${Date.now()}-${messages.length}.eml`), raw);
        callback();
      });
    },
  });
  // An instance killed in the middle of a conversation resets its connection: that message was
  // not accepted, and the sink (like any SMTP server) carries on.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    messages,
    acceptedAt,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const checkoutBody = (stay, agentRef) => ({
  ...stay,
  extras: [],
  leadPassenger: LEAD,
  passengers: [],
  agentRef,
  agentNotes: 'Cluster suite',
  termsAccepted: true,
});

import { dayOf, isoOf, type Role } from '@villa/shared/contract';
import { leadPassenger, type OwnerData } from './fixture';

/*
 * Who may call each route, stated once more beside the security suites, apart from the routes'
 * own config.access: the access matrix checks the server against this, and fails for a route
 * the server registers that has no entry here. A HEAD route follows its GET.
 *
 *   public   anyone; a token, valid or not, changes nothing
 *   session  any user with a session (AGENT, ORGANISATION, ACCOUNTS, and the office's STAFF, ADMIN)
 *   roles    a session of one of the roles listed
 *   owner    an AGENT, and only on the agent's own data (sample points at the owner's): another
 *            agent gets 404, as if it did not exist
 *
 * beforeSignup: open to an agent whose signup is incomplete (issue 12: log-out, session and
 * signup-completion calls, and what that form and the shell read: postcode lookup, own account
 * details); every other AGENT call answers that agent 403.
 */
export type Access = 'public' | 'session' | 'owner' | readonly Role[];

export interface SampleRequest {
  params?: Record<string, string>;
  /** Raw query string, without "?". */
  query?: string;
  body?: unknown;
}

export interface RoutePolicy {
  access: Access;
  /** The request every identity of the matrix sends (and the base the bad-input corpus bends). */
  sample: (owner: OwnerData) => SampleRequest;
  /** The sample's status for an identity allowed to make it (default 200). */
  ok?: number;
  beforeSignup?: boolean;
  /** The sample's status for the incomplete-signup agent, when not ok. */
  okBeforeSignup?: number;
  /** The call ends the caller's session: the matrix makes it last, the corpus without one. */
  endsSession?: boolean;
  /**
   * The answer is the caller's own organisation's (the ORGANISATION and ACCOUNTS dashboards): the
   * owner is one of its agents, so it carries the owner's bookings by design. dashboards.test.ts
   * shows a user of another organisation sees none of them.
   */
  ownOrganisationData?: boolean;
  /**
   * The answer is the provider's office's view of an agent's booking (issue 45): staff and
   * admin read the owner's booking by design; every other identity is refused it.
   */
  officeReadsAgentData?: boolean;
}

const AGENT = ['AGENT'] as const;
const OFFICE = ['STAFF', 'ADMIN'] as const;
const none = () => ({});
const BOGUS_TOKEN = 'Zm9yZ2VkLXRva2VuLXRoYXQtbWF0Y2hlcy1ub3RoaW5nLTAx';
const sendPdf = { recipientEmail: 'customer@example.com', recipientMessage: 'As discussed' };
const stayQuery = (o: OwnerData) =>
  `propertyId=${o.freeStay.propertyId}&arrival=${o.freeStay.arrival}&nights=${o.freeStay.nights}`;

export const POLICY: Record<string, RoutePolicy> = {
  // ---- Session and public ----
  'POST /api/login': {
    access: 'public',
    // No password: refused before any attempt is counted, so the cells leave no lock behind.
    sample: () => ({ body: { email: 'nobody@nowhere.test', password: '', user_type: 10 } }),
    ok: 422,
  },
  'POST /api/reset-password': {
    access: 'public',
    sample: () => ({ body: { email: 'nobody@nowhere.test' } }),
  },
  'GET /api/reset-password/:apiUserId/:token/:apiUserPasswordResetId': {
    access: 'public',
    sample: (o) => ({
      params: { apiUserId: String(o.userId), token: BOGUS_TOKEN, apiUserPasswordResetId: '1' },
    }),
    ok: 404,
  },
  'POST /api/reset-password/:apiUserId/:token/:apiUserPasswordResetId': {
    access: 'public',
    sample: (o) => ({
      params: { apiUserId: String(o.userId), token: BOGUS_TOKEN, apiUserPasswordResetId: '1' },
      body: { password: 'Taken#Over2026', passwordConfirm: 'Taken#Over2026' },
    }),
    ok: 404,
  },
  'GET /api/extend-session': { access: 'session', sample: none, beforeSignup: true },
  'POST /api/impersonation': {
    access: 'public',
    // A code nobody issued: refused, whoever asks.
    sample: () => ({ body: { data: BOGUS_TOKEN } }),
    ok: 401,
  },
  'POST /api/logout': {
    access: 'session',
    sample: none,
    ok: 204,
    beforeSignup: true,
    endsSession: true,
  },
  'GET /api/country-values': { access: 'public', sample: none },
  // Issue 13: what a load balancer asks of each instance.
  'GET /api/health': { access: 'public', sample: none },
  'GET /api/ready': { access: 'public', sample: none },
  // Issue 52: what the pages report to the people who run the portal.
  'POST /api/telemetry/remote-load-failure': {
    access: 'public',
    sample: () => ({ body: { remote: 'search', reason: 'did not load within the load limit' } }),
    ok: 204,
  },
  'GET /api/telemetry/config': { access: 'public', sample: none },
  'POST /api/telemetry/traces': {
    access: 'public',
    sample: () => ({ body: { resourceSpans: [] } }),
    ok: 204,
  },
  'GET /api/provider-contact': { access: 'public', sample: none },
  'GET /api/agent/signup/:agentInviteId/:token': {
    access: 'public',
    sample: () => ({ params: { agentInviteId: '1', token: BOGUS_TOKEN } }),
    ok: 404,
  },
  'POST /api/agent/signup/:agentInviteId/:token': {
    access: 'public',
    sample: () => ({ params: { agentInviteId: '1', token: BOGUS_TOKEN }, body: {} }),
    ok: 422,
  },
  'GET /api/payment-sandbox/:pageId': {
    access: 'public',
    sample: () => ({ params: { pageId: 'A'.repeat(32) } }),
    ok: 404,
  },
  'POST /api/payment-sandbox/:pageId': {
    access: 'public',
    sample: () => ({ params: { pageId: 'A'.repeat(32) }, body: { cardNumber: '4242' } }),
    ok: 404,
  },
  'POST /api/payments/callback/sandbox': {
    access: 'public',
    sample: (o) => ({ body: { merchantReference: o.payRef, status: 'PAID' } }),
    ok: 401,
  },
  'GET /api/content-images/:kind/:file': {
    access: 'public',
    sample: () => ({ params: { kind: 'section', file: 'weather.svg' } }),
  },
  // The API's own description (issue 18): the OpenAPI document and its readable reference.
  'GET /api/openapi.json': { access: 'public', sample: none },
  'GET /api/docs': { access: 'public', sample: none },
  'GET /api/docs/': { access: 'public', sample: none },
  'GET /api/docs/json': { access: 'public', sample: none },
  'GET /api/docs/yaml': { access: 'public', sample: none },
  'GET /api/docs/static/index.html': { access: 'public', sample: none, ok: 302 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', sample: none },
  // swagger-ui's own files; the matrix asks for a file that is not there.
  'GET /api/docs/static/*': { access: 'public', sample: none, ok: 404 },
  // No photo is stored under this address: anyone is told so alike.
  'GET /api/photos/:file': {
    access: 'public',
    sample: () => ({ params: { file: `${'0'.repeat(64)}.jpg` } }),
    ok: 404,
  },
  'GET /api/property-images/:villaId/:file': {
    access: 'public',
    sample: (o) => ({ params: { villaId: String(o.villaId), file: '0-s.svg' } }),
  },

  // ---- The agent's account ----
  'GET /api/agent/account-info': { access: AGENT, sample: none, beforeSignup: true },
  'POST /api/agent/change-password': {
    access: AGENT,
    // A wrong current password: the matrix must not end the owner's other sessions.
    sample: () => ({ body: { password: 'Not#The2026Password', newPassword: 'Brand#New2026' } }),
    ok: 422,
  },
  'GET /api/agent/signup-complete': {
    access: AGENT,
    sample: none,
    ok: 404, // a complete signup has nothing to complete
    beforeSignup: true,
    okBeforeSignup: 200,
  },
  'POST /api/agent/signup-complete': {
    access: AGENT,
    // Incomplete: the incomplete agent's signup must stay incomplete for the other cells.
    sample: () => ({ body: { address: { address1: '' } } }),
    ok: 422,
    beforeSignup: true,
  },
  // The signup-completion form looks up its address.
  'GET /api/postcode-lookup': {
    access: AGENT,
    sample: () => ({ query: 'q=SW1A%202AA' }),
    beforeSignup: true,
  },

  // ---- Content ----
  'GET /api/communities-list': { access: AGENT, sample: none },
  'GET /api/communities-list/:letter': {
    access: AGENT,
    sample: () => ({ params: { letter: 'C' } }),
  },
  'GET /api/community/:id': { access: AGENT, sample: () => ({ params: { id: '1' } }) },
  'GET /api/about-florida': { access: AGENT, sample: none },
  'GET /api/about-florida/weather': { access: AGENT, sample: none },
  'GET /api/about-florida/wildlife': { access: AGENT, sample: none },
  'GET /api/about-florida/map': { access: AGENT, sample: none },
  'GET /api/about-florida/theme-parks': { access: AGENT, sample: none },
  'GET /api/about-florida/theme-parks/:parkId': {
    access: AGENT,
    sample: () => ({ params: { parkId: '1' } }),
  },
  'GET /api/about-florida/theme-parks/:parkId/:rideId': {
    access: AGENT,
    sample: () => ({ params: { parkId: '1', rideId: '1' } }),
  },
  'GET /api/about-florida/:sectionName': {
    access: AGENT,
    sample: () => ({ params: { sectionName: 'golf' } }),
  },
  'GET /api/terms-conditions/:type': {
    access: 'public',
    sample: () => ({ params: { type: 'vc-booking' } }),
  },
  'GET /api/guides': { access: AGENT, sample: none },
  'GET /api/guide/:updated/:filename': {
    access: AGENT,
    sample: () => ({ params: { updated: '20260520', filename: 'orlando-theme-parks-guide.pdf' } }),
  },

  // ---- Villas and quotes ----
  'GET /api/property-search': { access: AGENT, sample: (o) => ({ query: stayQuery(o) }) },
  'GET /api/property/:id': {
    access: AGENT,
    sample: (o) => ({ params: { id: String(o.villaId) }, query: stayQuery(o) }),
  },
  'GET /api/property/:id/sheet.pdf': {
    access: AGENT,
    sample: (o) => ({ params: { id: String(o.villaId) } }),
  },
  'GET /api/property-nights-options/:id/:date': {
    access: AGENT,
    sample: (o) => ({ params: { id: String(o.villaId), date: o.freeStay.arrival } }),
  },
  'POST /api/quotes': {
    access: AGENT,
    sample: (o) => ({ body: { ...o.freeStay, poolHeating: false } }),
    ok: 201,
  },
  'GET /api/quotes/:ref/pdf': { access: 'owner', sample: (o) => ({ params: { ref: o.quoteRef } }) },
  'GET /api/quotes-sent': { access: AGENT, sample: none },
  'POST /api/send-pdf/property/:id': {
    access: AGENT,
    sample: (o) => ({ params: { id: String(o.villaId) }, body: sendPdf }),
    ok: 202,
  },
  'POST /api/send-pdf/:type/:typeId': {
    access: 'owner',
    sample: (o) => ({ params: { type: 'quote', typeId: o.quoteRef }, body: sendPdf }),
    ok: 202,
  },

  // ---- Bookings ----
  'GET /api/bookings': { access: AGENT, sample: none },
  // ---- Dashboards of the roles that have only a dashboard (issue 15) ----
  'GET /api/organisation/dashboard': {
    access: ['ORGANISATION'],
    sample: none,
    ownOrganisationData: true,
  },
  'GET /api/accounts/dashboard': { access: ['ACCOUNTS'], sample: none, ownOrganisationData: true },

  'GET /api/organisation/commission-statements': {
    access: ['ORGANISATION', 'ACCOUNTS'],
    sample: none,
    ownOrganisationData: true,
  },

  // ---- The provider's office (issue 44): staff only, every agent role refused ----
  'POST /api/office/login': {
    access: 'public',
    // No password: refused before any attempt is counted, as the agents' log-in sample.
    sample: () => ({ body: { email: 'nobody@nowhere.test', password: '', code: '' } }),
    ok: 422,
  },
  'GET /api/office/me': { access: OFFICE, sample: none },
  // The calendar of the free stay's nights only: nobody's stay shows in it.
  'GET /api/office/villas/:id/calendar': {
    access: OFFICE,
    sample: (o) => ({
      params: { id: String(o.freeStay.propertyId) },
      query: `from=${o.freeStay.arrival}&to=${isoOf(dayOf(o.freeStay.arrival) + o.freeStay.nights - 1)}`,
    }),
  },
  // Stays may start on the free stay's arrival day: what it already allows, so every cell finds
  // the calendar as the others left it.
  'POST /api/office/villas/:id/calendar': {
    access: OFFICE,
    sample: (o) => ({
      params: { id: String(o.freeStay.propertyId) },
      body: { from: o.freeStay.arrival, to: o.freeStay.arrival, arrivalAllowed: true },
    }),
  },
  'GET /api/office/villas/:id/photos': {
    access: OFFICE,
    sample: (o) => ({ params: { id: String(o.villaId) } }),
  },
  // Not multipart: a staff member is told to choose a photo (the upload itself: officePhotos.test.ts).
  'POST /api/office/villas/:id/photos': {
    access: OFFICE,
    sample: (o) => ({ params: { id: String(o.villaId) }, body: { title: 'Pool' } }),
    ok: 422,
  },
  // The seed's first picture is villa 1's.
  'PATCH /api/office/villas/:id/photos/:photoId': {
    access: OFFICE,
    sample: () => ({ params: { id: '1', photoId: '1' }, body: { title: 'Pool and terrace' } }),
  },
  // A photo the villa does not have: staff get 404, nobody deletes anything.
  'DELETE /api/office/villas/:id/photos/:photoId': {
    access: OFFICE,
    sample: (o) => ({ params: { id: String(o.villaId), photoId: '2000000000' } }),
    ok: 404,
  },
  // Not every photo of the villa: refused, the order stays.
  'PUT /api/office/villas/:id/photos/order': {
    access: OFFICE,
    sample: (o) => ({ params: { id: String(o.villaId) }, body: { ids: [] } }),
    ok: 422,
  },
  'GET /api/office/guides': { access: OFFICE, sample: none },
  // Not multipart: a staff member is told to choose a PDF (the upload itself: office/guides.test.ts).
  'POST /api/office/guides': {
    access: OFFICE,
    sample: () => ({ body: { name: 'Guide' } }),
    ok: 422,
  },
  'PUT /api/office/guides/:id': {
    access: OFFICE,
    sample: () => ({ params: { id: '1' }, body: { name: 'Guide' } }),
    ok: 422,
  },
  // A guide that is not there: staff get 404, nobody removes anything.
  'DELETE /api/office/guides/:id': {
    access: OFFICE,
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  'GET /api/office/audit': {
    access: OFFICE,
    sample: (o) => ({ query: `entity=villa&id=${o.villaId}` }),
  },
  // The office's messages (issue 45). A conversation nobody has: staff get 404, nothing written.
  'GET /api/office/messages': { access: OFFICE, sample: none },
  'POST /api/office/messages/:id/replies': {
    access: OFFICE,
    sample: () => ({ params: { id: '2000000000' }, body: { body: 'Matrix reply' } }),
    ok: 404,
  },
  'POST /api/office/messages/:id/done': {
    access: OFFICE,
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  // The office's ledger (issue 45): read-only.
  'GET /api/office/ledger': {
    access: OFFICE,
    sample: () => ({ query: 'from=2026-06-01&to=2026-06-30' }),
  },
  'GET /api/office/ledger.csv': {
    access: OFFICE,
    sample: () => ({ query: 'from=2026-06-01&to=2026-06-30&method=CARD' }),
  },
  // Commission statements (issue 45). Paying one that does not exist: 404, nothing written.
  'GET /api/office/commission-statements': {
    access: OFFICE,
    sample: () => ({ query: 'month=2026-06' }),
  },
  'GET /api/office/commission-statement.csv': {
    access: OFFICE,
    sample: () => ({ query: 'month=2026-06&organisationId=2000000000' }),
    ok: 404,
  },
  'GET /api/office/commission-statement.pdf': {
    access: OFFICE,
    sample: () => ({ query: 'month=2026-06&organisationId=2000000000' }),
    ok: 404,
  },
  'POST /api/office/commission-statement/paid': {
    access: OFFICE,
    sample: () => ({ query: 'month=2026-06&organisationId=2000000000' }),
    ok: 404,
  },
  // The agent's side: its own booking's conversations; another agent's booking is a 404.
  'GET /api/messages': { access: 'owner', sample: (o) => ({ query: `bookRef=${o.payRef}` }) },
  'POST /api/messages/:id/read': {
    access: AGENT,
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  'GET /api/office/villas': { access: OFFICE, sample: () => ({ query: 'q=WH&status=AVAILABLE' }) },
  'GET /api/office/villa-options': { access: OFFICE, sample: none },
  'GET /api/office/villas/:id': {
    access: OFFICE,
    sample: (o) => ({ params: { id: String(o.villaId) } }),
  },
  'POST /api/office/villas': {
    access: OFFICE,
    // No code: refused at its field, so no identity adds a villa to the others' portfolio.
    sample: () => ({
      body: {
        villaName: 'Matrix Villa',
        bedrooms: 3,
        community: { comId: 1 },
        counts: { maxOccupancy: 6, bathrooms: 2, sqft: 1800 },
      },
    }),
    ok: 422,
  },
  'PATCH /api/office/villas/:id': {
    access: OFFICE,
    // An empty name: refused, so the villa stays as every other cell expects it.
    sample: (o) => ({ params: { id: String(o.freeStay.propertyId) }, body: { villaName: '' } }),
    ok: 422,
  },
  'DELETE /api/office/villas/:id': {
    access: OFFICE,
    // The villa of the owner's quotation: refused (409), it has a booking.
    sample: (o) => ({ params: { id: String(o.freeStay.propertyId) } }),
    ok: 409,
  },
  // ---- The office's people (issue 46): samples refused or pointed at nothing, so no cell
  // changes an account, an organisation or the staff the other cells use ----
  'GET /api/office/organisations': { access: OFFICE, sample: none },
  'POST /api/office/organisations': {
    access: OFFICE,
    sample: () => ({ body: { name: '' } }),
    ok: 422,
  },
  'PATCH /api/office/organisations/:id': {
    access: OFFICE,
    sample: () => ({ params: { id: '1' }, body: { name: '' } }),
    ok: 422,
  },
  // The office sees every agent, the owner too: the sample finds no one, so no answer is the owner's.
  'GET /api/office/agents': { access: OFFICE, sample: () => ({ query: 'q=no-such-agent' }) },
  'POST /api/office/agents/invites': {
    access: OFFICE,
    sample: () => ({ body: { email: '', organisationId: 1 } }),
    ok: 422,
  },
  'POST /api/office/agents/invites/:id/resend': {
    access: OFFICE,
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  'DELETE /api/office/agents/invites/:id': {
    access: OFFICE,
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  'PATCH /api/office/agents/:id': {
    access: OFFICE,
    sample: (o) => ({ params: { id: String(o.userId) }, body: {} }),
    ok: 422,
  },
  'POST /api/office/agents/:id/password-reset': {
    access: OFFICE,
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  'POST /api/office/agents/:id/impersonation': {
    access: ['ADMIN'],
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  'GET /api/office/staff': { access: ['ADMIN'], sample: none },
  'POST /api/office/staff/invites': {
    access: ['ADMIN'],
    sample: () => ({ body: { email: '', role: 'STAFF', forename: 'Matrix', surname: 'Cell' } }),
    ok: 422,
  },
  'DELETE /api/office/staff/invites/:id': {
    access: ['ADMIN'],
    sample: () => ({ params: { id: '2000000000' } }),
    ok: 404,
  },
  'PATCH /api/office/staff/:id': {
    access: ['ADMIN'],
    sample: () => ({ params: { id: '2000000000' }, body: { role: 'STAFF' } }),
    ok: 404,
  },
  'GET /api/office/staff-signup/:inviteId/:token': {
    access: 'public',
    sample: () => ({ params: { inviteId: '1', token: BOGUS_TOKEN } }),
    ok: 404,
  },
  'POST /api/office/staff-signup/:inviteId/:token': {
    access: 'public',
    sample: () => ({
      params: { inviteId: '1', token: BOGUS_TOKEN },
      body: { password: 'Taken#Over2026', passwordConfirm: 'Taken#Over2026' },
    }),
    ok: 404,
  },
  // ---- The office's bookings (issue 45) ----
  'GET /api/office/bookings': {
    access: OFFICE,
    sample: () => ({ query: 'status=PAYPENDING&q=VB' }),
  },
  'GET /api/office/bookings-export': {
    access: OFFICE,
    sample: () => ({ query: 'status=BOOKING' }),
  },
  'GET /api/office/bookings/:ref': {
    access: OFFICE,
    sample: (o) => ({ params: { ref: o.payRef } }),
    officeReadsAgentData: true,
  },
  // No reference: refused at its field, so no identity pays the owner's booking for the others.
  'POST /api/office/bookings/:ref/payments': {
    access: OFFICE,
    sample: (o) => ({
      params: { ref: o.payRef },
      body: { amount: 10, receivedOn: '2020-01-01', reference: '', method: 'BANK_TRANSFER' },
    }),
    ok: 422,
  },
  // No name: refused at its field, so the owner's total stays as every cell expects it.
  'POST /api/office/bookings/:ref/custom-extras': {
    access: OFFICE,
    sample: (o) => ({ params: { ref: o.payRef }, body: { name: '', amount: 10 } }),
    ok: 422,
  },
  // An extra the booking does not have: staff get 404, nothing is removed.
  'DELETE /api/office/bookings/:ref/custom-extras/:id': {
    access: OFFICE,
    sample: (o) => ({ params: { ref: o.payRef, id: '2000000000' } }),
    ok: 404,
  },
  // No reason: refused at its field, nothing given back.
  'POST /api/office/bookings/:ref/refunds': {
    access: OFFICE,
    sample: (o) => ({ params: { ref: o.payRef }, body: { paymentId: 1, amount: 1, reason: '' } }),
    ok: 422,
  },
  'GET /api/optional-extras': {
    access: 'owner',
    sample: (o) => ({ query: `bookRef=${o.quoteRef}` }),
  },
  'POST /api/checkout/:product': {
    access: AGENT,
    // Terms not accepted: refused, so no identity holds the villa for the others.
    sample: (o) => ({
      params: { product: 'reserve' },
      body: {
        ...o.freeStay,
        extras: [],
        leadPassenger: leadPassenger(),
        passengers: [],
        agentRef: '',
        agentNotes: '',
        termsAccepted: false,
      },
    }),
    ok: 422,
  },
  'GET /api/checkout-completed/:ref': {
    access: 'owner',
    sample: (o) => ({ params: { ref: o.reserveRef } }),
  },
  'GET /api/bookings/:ref': { access: 'owner', sample: (o) => ({ params: { ref: o.payRef } }) },
  'GET /api/bookings/:ref/confirmation-pdf': {
    access: 'owner',
    // Pending payment: no confirmation until it is paid (409); another agent's is a 404.
    sample: (o) => ({ params: { ref: o.payRef } }),
    ok: 409,
  },
  'POST /api/booking-modify/modify-reserve/:bookRef': {
    access: 'owner',
    // Not a way: the owner's hold must stay for the other cells.
    sample: (o) => ({ params: { bookRef: o.reserveRef }, body: { way: 'KEEP' } }),
    ok: 422,
  },
  'POST /api/booking-modify/lead-passenger/:bookRef': {
    access: 'owner',
    sample: (o) => ({ params: { bookRef: o.reserveRef }, body: leadPassenger() }),
  },
  'POST /api/booking-modify/passenger-list/:bookRef': {
    access: 'owner',
    sample: (o) => ({
      params: { bookRef: o.reserveRef },
      body: {
        passengers: [
          {
            title: 'Mrs',
            forename: 'Verity',
            surname: 'Ownerclient',
            dob: '1980-04-12',
            isDriving: '1',
          },
        ],
      },
    }),
  },
  'POST /api/booking-modify/agents-additional-details/:bookRef': {
    access: 'owner',
    sample: (o) => ({
      params: { bookRef: o.reserveRef },
      body: { agentRef: 'OWNER-REF-7731', agentNotes: 'Owner notes' },
    }),
  },
  'POST /api/booking-modify/optional-extras-add/:bookRef': {
    access: 'owner',
    sample: (o) => ({ params: { bookRef: o.reserveRef }, body: { extraId: 3 } }),
  },
  'POST /api/booking-modify/optional-extras-remove/:bookRef': {
    access: 'owner',
    sample: (o) => ({ params: { bookRef: o.reserveRef }, body: { villaBookExtraId: 2147483647 } }),
    ok: 422, // not an extra of this booking
  },
  'POST /api/booking-modify/card-payment/:bookRef': {
    access: 'owner',
    sample: (o) => ({
      params: { bookRef: o.payRef },
      body: { amount: o.payAmount, registeredDetails: 'NONE' },
    }),
    ok: 201,
  },
  'GET /api/booking-modify/card-payment/:bookRef/:paymentId': {
    access: 'owner',
    sample: (o) => ({ params: { bookRef: o.payRef, paymentId: o.paymentId } }),
  },
  'POST /api/send-enquiry': {
    access: 'owner',
    sample: (o) => ({
      body: {
        subject: 'Dates',
        body: 'Please change the dates of this booking',
        bookRef: o.payRef,
      },
    }),
    ok: 202,
  },
};

/** The policy of a registered route; HEAD follows GET. */
export function policyOf(method: string, url: string): RoutePolicy | undefined {
  return POLICY[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/** The sample's URL: params filled in (encoded), query appended. */
export function urlOf(url: string, sample: SampleRequest) {
  const path = url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = sample.params?.[name];
    if (value === undefined) throw new Error(`sample of ${url} has no ${name}`);
    return encodeURIComponent(value);
  });
  return sample.query ? `${path}?${sample.query}` : path;
}

import { agentOfficeEndpoints } from './agentOffice';
import { agentsEndpoints } from './agents';
import { bookingEndpoints } from './booking';
import { contentEndpoints } from './content';
import { dashboardEndpoints } from './dashboards';
import { propertyEndpoints } from './property';
import { officeEndpoints } from './office';
import { officeBookingEndpoints } from './officeBookings';
import { officeCommissionEndpoints, organisationCommissionEndpoints } from './officeCommission';
import { officeLedgerEndpoints } from './officeLedger';
import { agentMessageEndpoints, officeMessageEndpoints } from './officeMessages';
import { officeContentEndpoints } from './officeContent';
import { officeVillaEndpoints } from './officeVillas';
import { officePeopleEndpoints } from './officePeople';
import { healthEndpoints, referenceEndpoints } from './reference';
import { sessionEndpoints } from './session';
import { telemetryEndpoints } from './telemetry';
import { villaEndpoints } from './villa';

export * from './endpoint';
export * from './parsedQuery';
export { merchantAnswerSchema, paymentCallbackAnswerSchema, type MerchantAnswer } from './booking';
export { guidePath } from './agentOffice';
export { providerContactEndpoint } from './providerContact';
// Each area alone too: the log-in page takes sessionEndpoints without the rest of the table.
export {
  agentOfficeEndpoints,
  healthEndpoints,
  agentsEndpoints,
  bookingEndpoints,
  contentEndpoints,
  dashboardEndpoints,
  officeBookingEndpoints,
  officeContentEndpoints,
  officeEndpoints,
  agentMessageEndpoints,
  officeCommissionEndpoints,
  organisationCommissionEndpoints,
  officeLedgerEndpoints,
  officeMessageEndpoints,
  officeVillaEndpoints,
  officePeopleEndpoints,
  propertyEndpoints,
  referenceEndpoints,
  sessionEndpoints,
  telemetryEndpoints,
  villaEndpoints,
};

/**
 * Every call of the API, by area. The server registers each route from its entry, OpenAPI
 * documents it at /api/openapi.json, and the pages call it with callEndpoint (@villa/shared/api).
 */
export const endpoints = {
  session: sessionEndpoints,
  reference: referenceEndpoints,
  health: healthEndpoints,
  agents: agentsEndpoints,
  content: contentEndpoints,
  property: propertyEndpoints,
  agentOffice: agentOfficeEndpoints,
  villa: villaEndpoints,
  booking: bookingEndpoints,
  dashboards: { ...dashboardEndpoints, ...organisationCommissionEndpoints },
  office: {
    ...officeEndpoints,
    ...officeVillaEndpoints,
    ...officeBookingEndpoints,
    ...officeMessageEndpoints,
    ...officeLedgerEndpoints,
    ...officeCommissionEndpoints,
    ...officePeopleEndpoints,
    ...officeContentEndpoints,
  },
  messages: agentMessageEndpoints,
  telemetry: telemetryEndpoints,
};

export type Endpoints = typeof endpoints;

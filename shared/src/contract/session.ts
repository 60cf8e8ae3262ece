import type { Role } from './roles';

export type DateUnit = 'days' | 'weeks' | 'months' | 'years';

/** Config as the server sends it in the login response. */
export interface ServerConfig {
  companyDisplayName: string;
  /** Earliest and latest search dates, as today plus an amount of a unit. */
  searchDates: {
    earliest: { amount: number; unit: DateUnit };
    latest: { amount: number; unit: DateUnit };
  };
  nights_bookable: { min: number; max: number };
  /**
   * The booking window the server worked out from searchDates for its own (UTC) day: the first
   * and last day an agent may arrive. The pages use these dates as they are, so they offer
   * exactly what the server accepts (api/src/property/stayAssessment.ts bookingWindowOf).
   */
  bookingWindow: { today: string; firstArrival: string; lastArrival: string };
}

export interface LoginRequest {
  email: string;
  password: string;
  user_type: number;
}

export interface LoginResponse {
  token: string;
  userRole?: Role;
  config: ServerConfig;
  accountSignupIncomplete: boolean;
}

/** The `data` query parameter of /admin/impersonate, base64url-encoded JSON. */
export interface ImpersonationPayload {
  token: string;
  userRole: Role;
  config: ServerConfig;
  accountSignupIncomplete: boolean;
  tokenExpirySeconds: number;
  userId: number;
  email: string;
  userAdminId: number;
}

export interface ResetPasswordRequest {
  email: string;
}

/**
 * Answer of POST /reset-password: the same for every syntactically valid address, whether
 * or not it has an account, so the answer reveals nothing.
 */
export interface ResetPasswordResponse {
  sent: true;
}

/** Answer of GET /extend-session; the new expiry is in the x-token-expiry header. */
export interface ExtendSessionResponse {
  extended: true;
}

export interface CountryValuesResponse {
  country: { value: number; text: string }[];
}

export interface AgentAccountInfo {
  clientTitle: string;
  clientForename: string;
  clientSurname: string;
  clientTelephone: string;
  clientMobile: string;
  clientEmail: string;
  address1: string;
  address2: string;
  addTown: string;
  addCounty: string;
  addPostcode: string;
  countryName: string;
  clientCompName: string;
  organisation: { clientCompName: string };
}

export interface AgentAccountInfoResponse {
  agentAccountInfo: AgentAccountInfo;
}

/** Body of every 422: one entry per invalid field. */
export interface ValidationErrorBody {
  validationErrors: { field: string; error: string }[];
}

/** Body of other error statuses. */
export interface ErrorsBody {
  errors: string[];
}

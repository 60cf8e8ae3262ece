import * as v from 'valibot';
import { providerDetailsSchema } from './provider';
import { agentRoleSchema } from './roles';

export const dateUnitSchema = v.picklist(['days', 'weeks', 'months', 'years']);
export type DateUnit = v.InferOutput<typeof dateUnitSchema>;

/** Config as the server sends it in the login response. */
export const serverConfigSchema = v.object({
  companyDisplayName: v.string(),
  /** Earliest and latest search dates, as today plus an amount of a unit. */
  searchDates: v.object({
    earliest: v.object({
      amount: v.number(),
      unit: dateUnitSchema,
    }),
    latest: v.object({
      amount: v.number(),
      unit: dateUnitSchema,
    }),
  }),
  nights_bookable: v.object({
    min: v.number(),
    max: v.number(),
  }),
  /**
   * The booking window the server worked out from searchDates for its own (UTC) day: the first
   * and last day an agent may arrive. The pages use these dates as they are, so they offer
   * exactly what the server accepts (api/src/property/stayAssessment.ts bookingWindowOf).
   */
  bookingWindow: v.object({
    today: v.string(),
    firstArrival: v.string(),
    lastArrival: v.string(),
  }),
  /** The provider's details and bank transfer details (provider.ts), from its settings file. */
  provider: providerDetailsSchema,
});
export type ServerConfig = v.InferOutput<typeof serverConfigSchema>;

export interface LoginRequest {
  email: string;
  password: string;
  user_type: number;
}

export const loginResponseSchema = v.object({
  token: v.string(),
  userRole: v.optional(agentRoleSchema),
  config: serverConfigSchema,
  accountSignupIncomplete: v.boolean(),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

/**
 * What POST /impersonation answers for a link's code: the session an administrator opened on a
 * user's behalf. Only the server makes it; the link itself carries nothing but the code.
 */
export const impersonationPayloadSchema = v.object({
  token: v.string(),
  userRole: agentRoleSchema,
  config: serverConfigSchema,
  accountSignupIncomplete: v.boolean(),
  tokenExpirySeconds: v.number(),
  userId: v.number(),
  email: v.string(),
  userAdminId: v.number(),
});
export type ImpersonationPayload = v.InferOutput<typeof impersonationPayloadSchema>;

/** The `data` query parameter of /admin/impersonate: an opaque single-use code, sent back once. */
export const impersonationExchangeSchema = v.object({
  data: v.pipe(
    v.string('The impersonation code is required'),
    v.minLength(1, 'The impersonation code is required'),
    v.maxLength(200, 'The impersonation code is not valid'),
  ),
});
export type ImpersonationExchangeRequest = v.InferOutput<typeof impersonationExchangeSchema>;

export interface ResetPasswordRequest {
  email: string;
}

/**
 * Answer of POST /reset-password: the same for every syntactically valid address, whether
 * or not it has an account, so the answer reveals nothing.
 */
export const resetPasswordResponseSchema = v.object({
  sent: v.literal(true),
});
export type ResetPasswordResponse = v.InferOutput<typeof resetPasswordResponseSchema>;

/** Answer of GET /extend-session; the new expiry is in the x-token-expiry header. */
export const extendSessionResponseSchema = v.object({
  extended: v.literal(true),
});
export type ExtendSessionResponse = v.InferOutput<typeof extendSessionResponseSchema>;

export const countryValuesResponseSchema = v.object({
  country: v.array(
    v.object({
      value: v.number(),
      text: v.string(),
    }),
  ),
});
export type CountryValuesResponse = v.InferOutput<typeof countryValuesResponseSchema>;

export const agentAccountInfoSchema = v.object({
  clientTitle: v.string(),
  clientForename: v.string(),
  clientSurname: v.string(),
  clientTelephone: v.string(),
  clientMobile: v.string(),
  clientEmail: v.string(),
  address1: v.string(),
  address2: v.string(),
  addTown: v.string(),
  addCounty: v.string(),
  addPostcode: v.string(),
  countryName: v.string(),
  clientCompName: v.string(),
  organisation: v.object({
    clientCompName: v.string(),
  }),
});
export type AgentAccountInfo = v.InferOutput<typeof agentAccountInfoSchema>;

export const agentAccountInfoResponseSchema = v.object({
  agentAccountInfo: agentAccountInfoSchema,
});
export type AgentAccountInfoResponse = v.InferOutput<typeof agentAccountInfoResponseSchema>;

/** Body of every 422: one entry per invalid field. */
export const validationErrorBodySchema = v.object({
  validationErrors: v.array(
    v.object({
      field: v.string(),
      error: v.string(),
    }),
  ),
});
export type ValidationErrorBody = v.InferOutput<typeof validationErrorBodySchema>;

/** Body of other error statuses. */
export const errorsBodySchema = v.object({
  errors: v.array(v.string()),
  /**
   * The stays in the way, by reference: the 409 of an office calendar block over nights a
   * booking or a live hold takes (docs/office-calendar.md).
   */
  bookings: v.optional(v.array(v.string())),
  /**
   * Pounds still owed: the 409 of an office payment or refund over what the booking allows
   * (api/src/office/bookings/README.md).
   */
  outstanding: v.optional(v.number()),
});
export type ErrorsBody = v.InferOutput<typeof errorsBodySchema>;

import * as v from 'valibot';
import { providerDetailsSchema, ROLES, type ImpersonationPayload } from '@villa/shared/contract';

const dateAmount = v.object({
  amount: v.number(),
  unit: v.picklist(['days', 'weeks', 'months', 'years']),
});

/** The shape /admin/impersonate must receive; anything else is a failed impersonation. */
const impersonationPayloadSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  userRole: v.picklist(ROLES),
  config: v.object({
    companyDisplayName: v.string(),
    searchDates: v.object({ earliest: dateAmount, latest: dateAmount }),
    nights_bookable: v.object({ min: v.number(), max: v.number() }),
    bookingWindow: v.object({
      today: v.string(),
      firstArrival: v.string(),
      lastArrival: v.string(),
    }),
    provider: providerDetailsSchema,
  }),
  accountSignupIncomplete: v.boolean(),
  tokenExpirySeconds: v.pipe(v.number(), v.minValue(1)),
  userId: v.number(),
  email: v.string(),
  userAdminId: v.number(),
});

/** base64url (or plain base64) to UTF-8 text; throws on anything undecodable. */
function decodeBase64Url(data: string): string {
  const base64 = data.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // Percent-encode each byte, then decode as UTF-8 (throws on invalid UTF-8).
  return decodeURIComponent(
    Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
}

/**
 * The `data` query parameter of /admin/impersonate: base64url-encoded JSON of an
 * ImpersonationPayload. Null when missing, undecodable or of the wrong shape.
 */
export function decodeImpersonationPayload(
  data: string | null | undefined,
): ImpersonationPayload | null {
  if (!data) return null;
  try {
    const parsed = v.safeParse(impersonationPayloadSchema, JSON.parse(decodeBase64Url(data)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

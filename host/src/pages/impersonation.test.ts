import type { ImpersonationPayload } from '@villa/shared/contract';
import { decodeImpersonationPayload } from './impersonation';

export const payload: ImpersonationPayload = {
  token: 'imp-token',
  userRole: 'AGENT',
  config: {
    companyDisplayName: 'Zoë’s Travel',
    searchDates: { earliest: { amount: 1, unit: 'days' }, latest: { amount: 2, unit: 'years' } },
    nights_bookable: { min: 3, max: 28 },
  },
  accountSignupIncomplete: false,
  tokenExpirySeconds: 1800,
  userId: 12,
  email: 'agent@demo.test',
  userAdminId: 1,
};

/** What the server does: Buffer.from(JSON.stringify(payload)).toString('base64url'). */
export const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeImpersonationPayload', () => {
  it('reads the base64url JSON the server makes, UTF-8 included', () => {
    expect(decodeImpersonationPayload(encode(payload))).toEqual(payload);
  });

  it('gives null when the parameter is missing or empty', () => {
    expect(decodeImpersonationPayload(null)).toBeNull();
    expect(decodeImpersonationPayload('')).toBeNull();
  });

  it('gives null for data that is not base64 JSON', () => {
    expect(decodeImpersonationPayload('%%%not-base64%%%')).toBeNull();
    expect(decodeImpersonationPayload(Buffer.from('not json').toString('base64url'))).toBeNull();
  });

  it('gives null for JSON of the wrong shape', () => {
    expect(decodeImpersonationPayload(encode({ ...payload, userRole: 'ADMIN' }))).toBeNull();
    expect(decodeImpersonationPayload(encode({ ...payload, token: '' }))).toBeNull();
    const { userAdminId: _omit, ...withoutAdmin } = payload;
    expect(decodeImpersonationPayload(encode(withoutAdmin))).toBeNull();
  });
});

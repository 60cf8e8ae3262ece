import { encodePayload as encode, impersonationPayload as payload } from '../testing/fixtures';
import { decodeImpersonationPayload } from './impersonation';

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

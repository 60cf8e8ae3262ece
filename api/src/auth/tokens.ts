import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: safe in headers and URLs. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a copy of the database holds no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Who a replica belongs to: the service's address and the signed-in user (the access token's
 * `sub`), hashed. Stored inside the encrypted file, so a file written for another account (a
 * profile re-used with other credentials) is recognised and discarded.
 */
import { createHash } from 'node:crypto';
import { decodeJwt } from '../auth/jwt.ts';

export function accountKey(baseUrl: string, accessToken: string): string {
  const decoded = decodeJwt(accessToken);
  const subject = decoded.ok ? (decoded.value.sub ?? '') : '';
  return createHash('sha256').update(`${baseUrl}\n${subject}`).digest('hex');
}

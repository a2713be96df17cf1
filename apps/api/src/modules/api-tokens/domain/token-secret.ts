import { createHash, randomBytes } from 'node:crypto';

/** Every personal access token starts so, for secret scanners and for people reading a config file. */
export const TOKEN_PREFIX = 'll_pat_';
const SHOWN_CHARACTERS = TOKEN_PREFIX.length + 4;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new secret (256 random bits), its hash (all that is stored) and the start shown in lists. */
export function newTokenSecret(): { token: string; tokenHash: string; prefix: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token), prefix: token.slice(0, SHOWN_CHARACTERS) };
}

import { createHash, randomBytes } from 'node:crypto';

/** An invitation link works for 7 days. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Only this hash is stored; the token is shown once, in the link. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh single-use token (256 random bits, URL-safe) with its hash. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export const invitationUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/invitations/${encodeURIComponent(token)}`;

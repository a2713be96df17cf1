import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'ledgerline:email-unsubscribe:v1';
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');

/**
 * `{accountId}.{userId}.{signature}`: no expiry, since a link in an old message must still work; it can only
 * ever turn reminder e-mails off, for the one user it was made for.
 */
export function unsubscribeToken(secret: string, accountId: number, userId: number): string {
  const payload = `${accountId}.${userId}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: unknown,
): { accountId: number; userId: number } | null {
  if (typeof token !== 'string') return null;
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { accountId: Number(match[1]), userId: Number(match[2]) };
}

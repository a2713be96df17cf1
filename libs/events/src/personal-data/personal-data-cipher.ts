import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How an encrypted field is stored: an object, so no text a user typed can ever be mistaken for one. */
export interface SealedField {
  $pd: 1;
  /** The data subject (the individual's entity id) whose key sealed it. */
  s: number;
  /** base64 of iv (12 bytes), tag (16 bytes), ciphertext of the value's JSON. */
  c: string;
}

export const isSealed = (value: unknown): value is SealedField =>
  typeof value === 'object' && value !== null && (value as { $pd?: unknown }).$pd === 1;

/** The field name is authenticated with the value, so a sealed value cannot be moved to another field. */
const aad = (subjectId: number, field: string) => Buffer.from(`${subjectId}:${field}`);

export function seal(key: Buffer, subjectId: number, field: string, value: unknown): SealedField {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(subjectId, field));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { $pd: 1, s: subjectId, c: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

export function unseal(key: Buffer, field: string, sealed: SealedField): unknown {
  const bytes = Buffer.from(sealed.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(aad(sealed.s, field));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}

/** A published verification key (`GET /api/audit/keys`); `validTo` null while it still signs. */
export interface AuditPublicKey {
  id: string;
  algorithm: 'Ed25519';
  publicKeyPem: string;
  publicKeyJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
  validFrom: string;
  validTo: string | null;
}

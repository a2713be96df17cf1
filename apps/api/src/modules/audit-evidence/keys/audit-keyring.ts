import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { AuditPublicKey } from './audit-public-key';

export interface SigningKey {
  publicKey: AuditPublicKey;
  privateKey: KeyObject;
}

/**
 * Ed25519 signing keys in `<dir>/keys`: `<id>.json` (public, with its validity) and `<id>.private.pem` (0600).
 * The newest key without `validTo` signs; a rotation closes it and makes the next, and the closed keys stay
 * published so older anchors still verify.
 */
export class AuditKeyring {
  constructor(
    private readonly dir: string,
    private readonly now: () => Date,
  ) {}

  /** Every key ever made, oldest first. */
  publicKeys(): AuditPublicKey[] {
    const folder = this.keysDir();
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as AuditPublicKey)
      .sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.id.localeCompare(b.id));
  }

  /** The signing key, made on first use, and rotated first when it is older than `maxAgeMs` (0: never). */
  current(maxAgeMs = 0): SigningKey {
    const open = this.publicKeys().filter((key) => key.validTo === null);
    let key = open[open.length - 1] ?? this.generate();
    if (maxAgeMs > 0 && this.now().getTime() - Date.parse(key.validFrom) > maxAgeMs) key = this.rotate();
    const pem = readFileSync(join(this.keysDir(), `${key.id}.private.pem`), 'utf8');
    return { publicKey: key, privateKey: createPrivateKey(pem) };
  }

  /** Closes every open key now and makes the next one; returns it. */
  rotate(): AuditPublicKey {
    const at = this.now().toISOString();
    for (const key of this.publicKeys().filter((k) => k.validTo === null))
      this.writeAtomically(`${key.id}.json`, JSON.stringify({ ...key, validTo: at }, null, 2), 0o644);
    return this.generate();
  }

  private generate(): AuditPublicKey {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const validFrom = this.now().toISOString();
    const fingerprint = createHash('sha256')
      .update(publicKey.export({ format: 'der', type: 'spki' }))
      .digest('hex')
      .slice(0, 12);
    const id = `${validFrom.slice(0, 10).replace(/-/g, '')}-${fingerprint}`;
    const view: AuditPublicKey = {
      id,
      algorithm: 'Ed25519',
      publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      publicKeyJwk: publicKey.export({ format: 'jwk' }) as AuditPublicKey['publicKeyJwk'],
      validFrom,
      validTo: null,
    };
    this.writeAtomically(
      `${id}.private.pem`,
      privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      0o600,
    );
    this.writeAtomically(`${id}.json`, JSON.stringify(view, null, 2), 0o644);
    return view;
  }

  private keysDir(): string {
    return join(this.dir, 'keys');
  }

  private writeAtomically(name: string, text: string, mode: number): void {
    mkdirSync(this.keysDir(), { recursive: true, mode: 0o700 });
    const temporary = join(this.keysDir(), `.${name}.${process.pid}.tmp`);
    writeFileSync(temporary, text, { mode });
    chmodSync(temporary, mode);
    renameSync(temporary, join(this.keysDir(), name));
  }
}

export const publicKeyObject = (key: AuditPublicKey): KeyObject => createPublicKey(key.publicKeyPem);

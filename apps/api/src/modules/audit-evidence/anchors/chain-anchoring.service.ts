import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CHAIN_LOG, type ChainLog } from '@ledgerline/events';
import { CLOCK, type Clock } from '../../../shared/clock';
import { AUDIT_EVIDENCE_SETTINGS, type AuditEvidenceSettings } from '../audit-evidence.settings';
import { AuditKeyring, type SigningKey } from '../keys/audit-keyring';
import { type ChainAnchor, signAnchor } from './anchor';
import { AnchorFile } from './anchor-file';

/** Signs the chain's head and keeps the anchor; at every export and on the schedule. */
@Injectable()
export class ChainAnchoring implements OnApplicationShutdown {
  readonly keyring: AuditKeyring;
  readonly anchors: AnchorFile;
  /** KurrentDB: the log's chain is folded at read time and its positions have gaps. */
  readonly foldedAtRead: boolean;
  private readonly rotateAfterMs: number;

  constructor(
    @Inject(CHAIN_LOG) readonly chain: ChainLog,
    @Inject(AUDIT_EVIDENCE_SETTINGS) settings: AuditEvidenceSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.keyring = new AuditKeyring(settings.dir, () => this.clock.now());
    this.anchors = new AnchorFile(settings.dir, settings.installation);
    this.foldedAtRead = settings.foldedAtRead;
    this.rotateAfterMs = settings.rotateAfterMs;
  }

  /**
   * Anchors the head; on the schedule (`onlyIfMoved`) nothing is written while the head is the last anchor's.
   * Null while the log is empty.
   */
  async anchorHead(reason: ChainAnchor['reason'], onlyIfMoved = false): Promise<ChainAnchor | null> {
    const head = await this.chain.head();
    if (!head) return null;
    const last = this.anchors.last();
    if (onlyIfMoved && last?.position === head.position.toString() && last.hash === head.hash) return null;
    const key = this.signingKey();
    const anchor = signAnchor(
      {
        position: head.position.toString(),
        hash: head.hash,
        signedAt: this.clock.now().toISOString(),
        keyId: key.publicKey.id,
        reason,
      },
      key.privateKey,
    );
    this.anchors.append(anchor);
    return anchor;
  }

  /** The key that signs now: rotated on its own once it is AUDIT_KEY_ROTATE_DAYS old. */
  signingKey(): SigningKey {
    return this.keyring.current(this.rotateAfterMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.chain.close();
  }
}

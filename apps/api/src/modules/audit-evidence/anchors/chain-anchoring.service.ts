import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CHAIN_LOG, type ChainLog } from '@ledgerline/events';
import { CLOCK, type Clock } from '../../../shared/clock';
import { AUDIT_EVIDENCE_SETTINGS, type AuditEvidenceSettings } from '../audit-evidence.settings';
import { AuditKeyring } from '../keys/audit-keyring';
import { type ChainAnchor, signAnchor } from './anchor';
import { AnchorFile } from './anchor-file';

/** Signs the chain's head and keeps the anchor; at every export and on the schedule. */
@Injectable()
export class ChainAnchoring implements OnApplicationShutdown {
  readonly keyring: AuditKeyring;
  readonly anchors: AnchorFile;
  /** KurrentDB: the log's chain is folded at read time and its positions have gaps. */
  readonly foldedAtRead: boolean;

  constructor(
    @Inject(CHAIN_LOG) readonly chain: ChainLog,
    @Inject(AUDIT_EVIDENCE_SETTINGS) settings: AuditEvidenceSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.keyring = new AuditKeyring(settings.dir, () => this.clock.now());
    this.anchors = new AnchorFile(settings.dir, settings.installation);
    this.foldedAtRead = settings.foldedAtRead;
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
    const key = this.keyring.current();
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

  async onApplicationShutdown(): Promise<void> {
    await this.chain.close();
  }
}

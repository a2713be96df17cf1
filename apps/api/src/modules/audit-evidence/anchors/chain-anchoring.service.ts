import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type AccountChainHead, CHAIN_LOG, type ChainLog } from '@ledgerline/events';
import { CLOCK, type Clock } from '../../../shared/clock';
import { AUDIT_EVIDENCE_SETTINGS, type AuditEvidenceSettings } from '../audit-evidence.settings';
import { AuditKeyring, type SigningKey } from '../keys/audit-keyring';
import { type ChainAnchor, signAnchor } from './anchor';
import { AnchorFile } from './anchor-file';

/** Signs the chains' heads (the log's, each account's) and keeps the anchors; at exports and on the schedule. */
@Injectable()
export class ChainAnchoring implements OnApplicationShutdown {
  readonly keyring: AuditKeyring;
  readonly anchors: AnchorFile;
  private readonly rotateAfterMs: number;
  private readonly installation: string;
  private readonly dir: string;

  constructor(
    @Inject(CHAIN_LOG) readonly chain: ChainLog,
    @Inject(AUDIT_EVIDENCE_SETTINGS) settings: AuditEvidenceSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.keyring = new AuditKeyring(settings.dir, () => this.clock.now());
    this.anchors = AnchorFile.ofLog(settings.dir, settings.installation);
    this.installation = settings.installation;
    this.dir = settings.dir;
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
    return this.sign(this.anchors, { position: head.position.toString(), hash: head.hash }, reason);
  }

  /** The anchors of one account's chain (docs/decisions/0046). */
  accountAnchors(accountId: string): AnchorFile {
    return AnchorFile.ofAccount(this.dir, this.installation, accountId);
  }

  /** Anchors one account's chain head; null while the account has no event. */
  async anchorAccount(
    accountId: string,
    reason: ChainAnchor['reason'],
    onlyIfMoved = false,
  ): Promise<ChainAnchor | null> {
    const head = await this.chain.accountHead(accountId);
    return head ? this.anchorAccountHead(head, reason, onlyIfMoved) : null;
  }

  /**
   * The schedule: every account whose chain moved since the log's last anchor, then the log's head. The
   * accounts come first, so a crash in between is made good by the next run.
   */
  async anchorSchedule(): Promise<{ accounts: number; log: ChainAnchor | null }> {
    const after = BigInt(this.anchors.last()?.position ?? '0');
    let accounts = 0;
    for (const head of await this.chain.accountHeadsAfter(after))
      if (await this.anchorAccountHead(head, 'schedule', true)) accounts += 1;
    return { accounts, log: await this.anchorHead('schedule', true) };
  }

  private anchorAccountHead(
    head: AccountChainHead,
    reason: ChainAnchor['reason'],
    onlyIfMoved: boolean,
  ): ChainAnchor | null {
    const file = this.accountAnchors(head.accountId);
    const last = onlyIfMoved ? file.last() : null;
    if (last?.sequence === head.sequence && last.hash === head.hash) return null;
    const fields = { position: head.position.toString(), hash: head.hash };
    return this.sign(file, { ...fields, accountId: head.accountId, sequence: head.sequence }, reason);
  }

  private sign(
    file: AnchorFile,
    head: Pick<ChainAnchor, 'position' | 'hash' | 'accountId' | 'sequence'>,
    reason: ChainAnchor['reason'],
  ): ChainAnchor {
    const key = this.signingKey();
    const signedAt = this.clock.now().toISOString();
    const anchor = signAnchor({ ...head, signedAt, keyId: key.publicKey.id, reason }, key.privateKey);
    file.append(anchor);
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

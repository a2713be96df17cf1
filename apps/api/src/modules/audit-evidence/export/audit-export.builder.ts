import { Inject, Injectable } from '@nestjs/common';
import type { AuditExportQuery, RecordChangeView } from '@ledgerline/contracts';
import type { AccountChainLink } from '@ledgerline/events';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { CLOCK, type Clock } from '../../../shared/clock';
import { allRows } from '../../../shared/listing';
import { ACCOUNT_HISTORY } from '../../history/projections/record-history.read-model';
import { HistoryRowsReader } from '../../history/queries/history-rows.reader';
import { ChainAnchoring } from '../anchors/chain-anchoring.service';
import type { SigningKey } from '../keys/audit-keyring';
import {
  EXPORT_FORMAT,
  type ChainLine,
  type ExportLine,
  type HeaderLine,
  type HolderLine,
  type ManifestLine,
} from '../audit-export-lines';
import { HOLDER_VERSION, LineBlocks, entriesDigest, signManifest } from './export-manifest';
import { holderLines, holdersIn } from './export-holders';

const BATCH = 1000;

export interface AuditExport {
  header: HeaderLine;
  /** The changes as the history shows them, oldest first (for the PDF's sentences). */
  changes: RecordChangeView[];
  /**
   * The header, the keys, an entity's holders, the anchors, the chain from the first change to the new anchor,
   * then the manifest signing all of them.
   */
  lines: AsyncIterable<ExportLine>;
}

/**
 * The account's (or one entity's, with the records linking it as its history shows them) changes with their
 * account's chain: from the first change exported up to the account's head anchored now, the account's other
 * entries as digests only, so an auditor can check every link without reading another record's data
 * (docs/decisions/0031), and the file grows with the account, not the installation (0046).
 */
@Injectable()
export class AuditExportBuilder {
  constructor(
    private readonly history: HistoryRowsReader,
    private readonly anchoring: ChainAnchoring,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async build(accountId: number, query: AuditExportQuery): Promise<AuditExport> {
    const recordKey =
      query.entityId === undefined
        ? ACCOUNT_HISTORY
        : await this.history.recordKeyOf(accountId, 'entity', query.entityId);
    const changes = await allRows(
      await this.history.page(accountId, recordKey, {
        from: query.from,
        to: query.to,
        order: 'asc',
        offset: 0,
      }),
    );
    const account = String(accountId);
    const anchor = await this.anchoring.anchorAccount(account, 'export');
    const included = new Set(changes.map((change) => change.id));
    const first = changes.reduce<number | null>(
      (min, change) => (min === null || change.position < min ? change.position : min),
      null,
    );
    const end = anchor ? BigInt(anchor.position) : BigInt(0);
    // With nothing to export, the anchored head alone still shows the file is whole.
    const after =
      first === null ? (end > BigInt(0) ? end - BigInt(1) : BigInt(0)) : BigInt(first) - BigInt(1);
    const positions = changes.map((change) => BigInt(change.position));
    const header: HeaderLine = {
      kind: 'header',
      format: EXPORT_FORMAT,
      version: HOLDER_VERSION,
      chain: 'account',
      accountId,
      entityId: query.entityId ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      generatedAt: this.clock.now().toISOString(),
      contiguous: true,
    };
    const holders =
      query.entityId === undefined
        ? []
        : await holderLines(this.readStore, accountId, holdersIn(changes, query.entityId));
    const key = this.anchoring.signingKey();
    const manifest: ManifestFields = {
      kind: 'manifest',
      version: HOLDER_VERSION,
      chain: 'account',
      accountId,
      entityId: header.entityId,
      from: header.from,
      to: header.to,
      generatedAt: header.generatedAt,
      anchorPosition: end.toString(),
      entries: new Set(positions).size,
      entriesDigest: entriesDigest([...new Set(positions)]),
      keyId: key.publicKey.id,
    };
    const chain = { account, after, end, included };
    return { header, changes, lines: this.signed(header, holders, manifest, key, chain) };
  }

  /** Every line, then the manifest signing them all (docs/decisions/0031, version 3 on). */
  private async *signed(
    header: HeaderLine,
    holders: HolderLine[],
    manifest: ManifestFields,
    key: SigningKey,
    chain: ChainScope,
  ): AsyncGenerator<ExportLine> {
    const blocks = new LineBlocks();
    for await (const line of this.lines(header, holders, chain)) {
      blocks.add(line.kind, line);
      yield line;
    }
    const runs = blocks.blocks().map(({ kind, lines, digest }) => ({ kind, lines, digest }));
    yield signManifest({ ...manifest, lines: blocks.lines, blocks: runs }, key.privateKey);
  }

  private async *lines(
    header: HeaderLine,
    holders: HolderLine[],
    { account, after, end, included }: ChainScope,
  ): AsyncGenerator<ExportLine> {
    yield header;
    for (const { id, algorithm, publicKeyPem, validFrom, validTo } of this.anchoring.keyring.publicKeys())
      yield { kind: 'key', id, algorithm, publicKeyPem, validFrom, validTo };
    yield* holders;
    for (const anchor of this.anchoring.accountAnchors(account).all())
      if (BigInt(anchor.position) > after) yield { kind: 'anchor', ...anchor };
    let cursor = after;
    while (cursor < end) {
      const links = await this.anchoring.chain.accountLinks(account, { after: cursor, maxCount: BATCH });
      if (links.length === 0) return;
      for (const link of links) {
        if (link.event.globalPosition > end) return;
        yield chainLine(link, included);
      }
      cursor = links[links.length - 1].event.globalPosition;
    }
  }
}

type ManifestFields = Omit<ManifestLine, 'signature' | 'lines' | 'blocks'>;

/** The account's chain from after `after` up to `end`, the changes `included` in full. */
interface ChainScope {
  account: string;
  after: bigint;
  end: bigint;
  included: Set<string>;
}

function chainLine(link: AccountChainLink, included: Set<string>): ChainLine {
  const { event, digest, sequence, previousHash, hash } = link;
  const position = event.globalPosition.toString();
  if (included.has(event.metadata.eventId))
    return {
      kind: 'event',
      position,
      sequence,
      streamName: event.streamName,
      streamRevision: event.streamRevision,
      type: event.type,
      data: event.data,
      metadata: event.metadata as unknown as Record<string, unknown>,
      digest,
      previousHash,
      hash,
    };
  return { kind: 'link', position, sequence, digest, previousHash, hash };
}

import { generateKeyPairSync } from 'node:crypto';
import { eventDigest, linkHash } from '@ledgerline/events';
import { signAnchor } from '../anchors/anchor';
import { EXPORT_FORMAT, type ExportLine, type HolderLine } from '../audit-export-lines';
import { LineBlocks, entriesDigest, signManifest } from '../export/export-manifest';
import { verifyExport } from './verify-export';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const key = {
  kind: 'key' as const,
  id: 'k1',
  algorithm: 'Ed25519' as const,
  publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  validFrom: '2025-01-01T00:00:00.000Z',
  validTo: null,
};

/** An export over positions with gaps (as KurrentDB's), the second entry another record's digest only. */
function exportOf(positions: number[], contiguous: boolean, accountChain = false): ExportLine[] {
  let previous = '';
  const chain = positions.map((position, i) => {
    const fields = {
      streamName: `s-${i}`,
      streamRevision: 0,
      type: 'EntityRegistered',
      data: { i },
      metadata: { eventId: `e${i}` },
    };
    const digest = eventDigest(fields);
    const link = {
      position: String(position),
      ...(accountChain ? { sequence: i + 1 } : {}),
      digest,
      previousHash: previous,
      hash: linkHash(previous, digest),
    };
    previous = link.hash;
    return i === 1 ? { kind: 'link' as const, ...link } : { kind: 'event' as const, ...fields, ...link };
  });
  const last = chain[chain.length - 1];
  const anchor = signAnchor(
    {
      position: last.position,
      hash: last.hash,
      ...(accountChain ? { accountId: '1', sequence: positions.length } : {}),
      signedAt: '2025-03-03T10:00:00.000Z',
      keyId: 'k1',
      reason: 'export',
    },
    privateKey,
  );
  const header = {
    kind: 'header' as const,
    format: EXPORT_FORMAT,
    ...(accountChain ? { version: 2 as const, chain: 'account' as const } : { version: 1 as const }),
    accountId: 1,
    entityId: null,
    from: null,
    to: null,
    generatedAt: anchor.signedAt,
    contiguous,
  };
  const full = chain.flatMap((line) => (line.kind === 'event' ? [BigInt(line.position)] : []));
  const manifest = signManifest(
    {
      kind: 'manifest',
      ...(accountChain ? { chain: 'account' as const } : {}),
      accountId: 1,
      entityId: null,
      from: null,
      to: null,
      generatedAt: anchor.signedAt,
      anchorPosition: anchor.position,
      entries: full.length,
      entriesDigest: entriesDigest(full),
      keyId: 'k1',
    },
    privateKey,
  );
  return [header, manifest, key, { kind: 'anchor', ...anchor }, ...chain];
}

const holder: HolderLine = {
  kind: 'holder',
  entityId: 7,
  entityType: 'company',
  name: 'Beta Investments',
  registrationNumber: '2019/123456/07',
  idType: null,
  idNumber: null,
  removed: false,
  erased: false,
};

/** A line-bound export (version 3, or 4 with holder lines after the keys), its manifest last signing each run. */
function lineBoundExport(version: 3 | 4, holders: HolderLine[] = []): ExportLine[] {
  const [header, manifest, keyLine, anchor, ...chain] = exportOf([10, 25, 31], true, true);
  const lines = [{ ...header, version }, keyLine, ...holders, anchor, ...chain] as ExportLine[];
  const blocks = new LineBlocks();
  for (const line of lines) blocks.add(line.kind, line);
  const {
    kind: _kind,
    signature: _signature,
    ...fields
  } = manifest as Extract<ExportLine, { kind: 'manifest' }>;
  const runs = blocks.blocks().map(({ kind, lines: count, digest }) => ({ kind, lines: count, digest }));
  return [
    ...lines,
    signManifest({ kind: 'manifest', ...fields, version, lines: blocks.lines, blocks: runs }, privateKey),
  ];
}

const check = (lines: ExportLine[]) => verifyExport(lines.map((value, i) => ({ line: i + 1, value })));

describe('verifyExport', () => {
  it("an account chain's export (0046): verified over the log's gaps, a dropped entry missing by its number", () => {
    expect(check(exportOf([10, 25, 31], true, true))).toMatchObject({ ok: true, entries: 2, links: 3 });
    expect(check(exportOf([10, 25, 31], true, true).filter((_, i) => i !== 5))).toMatchObject({
      ok: false,
      problem: { reason: 'missing_entry', line: 6, eventId: 'e2', position: '31' },
    });
    const lines = exportOf([10, 25, 31], true, true);
    const asLog = lines.map((l) =>
      l.kind === 'header' ? { ...l, version: 1 as const, chain: undefined } : l,
    );
    expect(check(asLog)).toMatchObject({ ok: false, problem: { reason: 'anchor_of_another_chain' } });
    const logAnchor = exportOf([10, 25, 31], true).find((l) => l.kind === 'anchor')!;
    const mixed = lines.map((l) => (l.kind === 'anchor' ? logAnchor : l));
    expect(check(mixed)).toMatchObject({ ok: false, problem: { reason: 'anchor_of_another_chain' } });
  });

  it('verifies version 3 as before and version 4 with its holder lines; a holder line in version 3 is refused', () => {
    expect(check(lineBoundExport(3))).toMatchObject({ ok: true, entries: 2 });
    expect(check(lineBoundExport(4, [holder]))).toMatchObject({ ok: true, entries: 2 });
    // Signed by the manifest, still refused: version 3 names no holders, so the line was put in.
    expect(check(lineBoundExport(3, [holder]))).toMatchObject({
      ok: false,
      problem: { reason: 'malformed', line: 3 },
    });
    const renamed = lineBoundExport(4, [holder]).map((l) => (l.kind === 'holder' ? { ...l, name: 'X' } : l));
    expect(check(renamed)).toMatchObject({ ok: false, problem: { reason: 'lines_changed', line: 3 } });
    const relabelled = lineBoundExport(4).map((l) =>
      l.kind === 'header' ? { ...l, version: 3 as const } : l,
    );
    expect(check(relabelled)).toMatchObject({ ok: false, problem: { reason: 'manifest_invalid' } });
  });

  it('verifies a chain with gaps in its positions and a digest-only entry', () => {
    expect(check(exportOf([10, 25, 31], false))).toMatchObject({
      ok: true,
      entries: 2,
      links: 3,
      keys: 'file',
      message:
        'Verified: 2 entries, anchored by key k1 at 2025-03-03T10:00:00.000Z (a version 1 export: its manifest does not sign every line, export again for one that does)',
    });
  });

  it('calls a dropped entry a broken link where positions have gaps, a missing entry where they do not', () => {
    const drop = (lines: ExportLine[]) => lines.filter((_, i) => i !== 5);
    expect(check(drop(exportOf([10, 25, 31], false)))).toMatchObject({
      ok: false,
      problem: { reason: 'broken_link', line: 6, eventId: 'e2', position: '31' },
    });
    expect(check(drop(exportOf([1, 2, 3], true)))).toMatchObject({
      ok: false,
      problem: { reason: 'missing_entry', line: 6 },
    });
  });

  it('refuses a chain that goes on past its last anchor, and keys not valid when the anchor was signed', () => {
    const lines = exportOf([1, 2, 3], true);
    const anchorless = lines.filter((line) => line.kind !== 'anchor');
    expect(check(anchorless)).toMatchObject({ ok: false, problem: { reason: 'not_anchored' } });
    const expired = lines.map((line) =>
      line.kind === 'key' ? { ...line, validTo: '2025-02-01T00:00:00.000Z' } : line,
    );
    expect(check(expired)).toMatchObject({
      ok: false,
      problem: { reason: 'anchor_signature_invalid', line: 4 },
    });
  });

  it('refuses a change withheld as a digest-only line, and a header whose scope was changed', () => {
    const lines = exportOf([1, 2, 3], true);
    const withheld = lines.map((line) =>
      line.kind === 'event' && line.position === '3'
        ? {
            kind: 'link' as const,
            position: line.position,
            digest: line.digest,
            previousHash: line.previousHash,
            hash: line.hash,
          }
        : line,
    );
    expect(check(withheld)).toMatchObject({ ok: false, problem: { reason: 'entries_withheld', line: 2 } });
    const rescoped = lines.map((line) => (line.kind === 'header' ? { ...line, entityId: 7 } : line));
    expect(check(rescoped)).toMatchObject({ ok: false, problem: { reason: 'manifest_invalid', line: 1 } });
    const unsigned = lines.filter((line) => line.kind !== 'manifest');
    expect(check(unsigned)).toMatchObject({ ok: false, problem: { reason: 'manifest_invalid' } });
  });

  it('takes no hash as given: a legacy line is refused in a version 1 and a version 2 file alike', () => {
    for (const accountChain of [false, true]) {
      const lines = exportOf([1, 2, 3], true, accountChain).map((line) =>
        line.kind === 'link'
          ? {
              kind: 'legacy' as const,
              position: line.position,
              previousHash: line.previousHash,
              hash: line.hash,
            }
          : line,
      );
      expect(check(lines)).toMatchObject({
        ok: false,
        problem: { reason: 'unverifiable_link', line: 6, position: '2' },
      });
    }
  });

  it('refuses a file that is not an export, naming the line', () => {
    expect(verifyExport([{ line: 1, value: { kind: 'event' } }])).toMatchObject({
      ok: false,
      problem: { reason: 'malformed', line: 1 },
    });
  });
});

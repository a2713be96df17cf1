import { formatDisplayDateTime, historySentences, type RecordChangeView } from '@ledgerline/contracts';
import { fontFor } from '../../../shared/pdf-fonts';
import type { AnchorLine, ChainLine, ExportLine, HeaderLine, HolderLine } from '../audit-export-lines';

const TURN_CHANGES = 20;

export interface RegisterOwner {
  name: string;
  totalOwnership: number;
  reasons: string[];
}

export interface PdfFacts {
  header: HeaderLine;
  title: string;
  owners: RegisterOwner[] | null;
  changes: RecordChangeView[];
  timeZone: string;
}

/**
 * The document a person hands an auditor: the current beneficial-owner register, the history in sentences
 * with each change's hash, and the anchor that signs the chain; the JSONL of the same export is what a
 * machine checks (`npm run audit:verify`).
 */
export async function auditExportPdf(
  facts: PdfFacts,
  lines: AsyncIterable<ExportLine>,
  out: NodeJS.WritableStream,
): Promise<void> {
  const hashes = new Map<string, string>();
  let anchor: AnchorLine | null = null;
  let last: ChainLine | null = null;
  const holders: HolderLine[] = [];
  for await (const line of lines) {
    if (line.kind === 'holder') holders.push(line);
    if (line.kind === 'event') hashes.set(String(line.metadata.eventId), line.hash);
    if (line.kind === 'anchor' && (!anchor || BigInt(line.position) >= BigInt(anchor.position)))
      anchor = line;
    if (line.kind === 'event' || line.kind === 'link' || line.kind === 'legacy') last = line;
  }
  const { historySentence } = historySentences(facts.timeZone);
  // An auditor reads instants to the minute, in the account's zone (the sentences give the day only).
  const at = (instant: string) => formatDisplayDateTime(instant, facts.timeZone) ?? instant;
  // Loaded at the first PDF rather than at startup (cold start).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: facts.title } });
  // Written to the answer as it is laid out, giving way to other requests (docs/decisions/0091).
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.pipe(out);
  fontFor(doc, facts.title).fontSize(18).text(facts.title).moveDown(0.3);
  doc.font('Helvetica');
  doc
    .fontSize(9)
    .fillColor('#555')
    .text(
      `Generated ${at(facts.header.generatedAt)} (${facts.timeZone}); changes recorded ${facts.header.from ?? 'from the start'} to ${facts.header.to ?? 'now'}.`,
    )
    .fillColor('black')
    .moveDown();
  if (facts.owners) {
    doc.fontSize(13).text('Beneficial owners (current register)').moveDown(0.3).fontSize(10);
    if (facts.owners.length === 0) doc.text('No beneficial owner is known.');
    for (const owner of facts.owners) {
      const line = `${owner.name}: ${owner.totalOwnership}% (${owner.reasons.join(', ').replace(/_/g, ' ')})`;
      fontFor(doc, line).text(line);
    }
    doc.font('Helvetica');
    doc.moveDown();
  }
  if (holders.length > 0) {
    doc.fontSize(13).text('Holders').moveDown(0.3).fontSize(10);
    for (const holder of holders) {
      const line = holderSentence(holder);
      fontFor(doc, line).text(line);
    }
    doc.font('Helvetica');
    doc.moveDown();
  }
  doc.fontSize(13).text(`History (${facts.changes.length} changes)`).moveDown(0.3);
  for (const [index, change] of facts.changes.entries()) {
    if (index % TURN_CHANGES === TURN_CHANGES - 1) await new Promise((resolve) => setImmediate(resolve));
    const sentence = historySentence(change);
    fontFor(doc, sentence).fontSize(10).text(sentence);
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555')
      .text(
        `recorded ${at(change.recordedAt)}; event ${change.id}, position ${change.position}, hash ${hashes.get(change.id) ?? '(not in the chain yet)'}`,
      )
      .fillColor('black')
      .moveDown(0.4);
  }
  doc.moveDown().fontSize(13).text('Chain anchor').moveDown(0.3).fontSize(8);
  if (anchor)
    doc.text(
      `The chain up to position ${anchor.position} has hash ${anchor.hash}, signed at ${at(anchor.signedAt)} ` +
        `with Ed25519 key ${anchor.keyId} (published at /api/audit/keys). Signature: ${anchor.signature}`,
    );
  else doc.text('The log is empty: nothing is anchored.');
  if (last) doc.moveDown(0.3).text(`Last link in this export: position ${last.position}, hash ${last.hash}.`);
  doc.end();
  return done;
}

const ID_TYPES: Record<string, string> = { sa_id: 'SA ID number', passport: 'passport number' };

/** A holder's identifying record, as its `holder` line holds it. */
function holderSentence(holder: HolderLine): string {
  const identifiers = [
    holder.registrationNumber && `registration number ${holder.registrationNumber}`,
    holder.idNumber && `${ID_TYPES[holder.idType ?? ''] ?? 'ID number'} ${holder.idNumber}`,
    holder.erased ? 'erased' : holder.removed && 'deleted',
  ].filter(Boolean);
  return (
    [`${holder.name} (${holder.entityType})`, ...identifiers].join(', ') + ` (entity #${holder.entityId})`
  );
}

import { PassThrough } from 'node:stream';
import type { RecordChangeView } from '@ledgerline/contracts';
import type { ExportLine, HeaderLine } from '../src/modules/audit-evidence/audit-export-lines';
import { auditExportPdf } from '../src/modules/audit-evidence/export/audit-export.pdf';
import { pdfTextLines } from './pdf-text';

/**
 * The auditor's PDF gives each instant with its time of day in the account's zone, and names the zone: a
 * change recorded at 22:30 UTC on 16 March is 00:30 on 17 March in Johannesburg.
 */
const header = {
  kind: 'header',
  version: 3,
  accountId: 1,
  entityId: null,
  from: null,
  to: null,
  generatedAt: '2026-03-16T22:45:00.000Z',
  contiguous: true,
} as unknown as HeaderLine;

const change: RecordChangeView = {
  id: 'evt-1',
  position: 7,
  eventType: 'EntityProfileUpdated',
  kind: 'updated',
  recordedAt: '2026-03-16T22:30:00.000Z',
  effectiveAt: null,
  actor: { id: 1, name: 'auditor', username: 'auditor' },
  record: {
    type: 'entity',
    id: 3,
    name: 'Acme Holdings',
    entityType: 'company',
    relationshipType: null,
    entities: [],
    removed: false,
  },
  changes: { name: { from: 'Acme', to: 'Acme Holdings' } },
  fields: null,
  reason: null,
  changeReason: null,
  evidence: null,
} as RecordChangeView;

async function* noLines(): AsyncIterable<ExportLine> {}

async function pdfText(timeZone: string): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await auditExportPdf(
    { header, title: 'Audit trail', owners: null, changes: [change], timeZone },
    noLines(),
    out,
  );
  await ended;
  return pdfTextLines(Buffer.concat(chunks)).join(' ').replace(/\s+/g, ' ');
}

describe('audit export PDF times', () => {
  it('gives the generation and each change recorded with its time in the account zone, and names the zone', async () => {
    const text = await pdfText('Africa/Johannesburg');
    expect(text).toContain('Generated 17 Mar 2026, 00:45 (Africa/Johannesburg)');
    expect(text).toContain('recorded 17 Mar 2026, 00:30');
    expect(text).not.toContain('2026-03-16T22');
  });

  it('follows another account zone', async () => {
    const text = await pdfText('Europe/London');
    expect(text).toContain('Generated 16 Mar 2026, 22:45 (Europe/London)');
    expect(text).toContain('recorded 16 Mar 2026, 22:30');
  });
});

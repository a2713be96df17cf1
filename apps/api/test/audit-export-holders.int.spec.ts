import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import {
  exportText,
  joinLines,
  type Line,
  parseLines,
  useTemporaryAuditKeys,
  verifyText,
} from './audit-export-support';
import { binaryBody, pdfTextLines } from './pdf-text';
import type { TestApp } from './test-app';

useTemporaryAuditKeys('ledgerline-audit-holders-');

// An export of one entity names each holder by its identifying record, signed like every other line (0031).
describe('an audit export of one entity names its holders (docs/decisions/0031)', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('holders'));
    ids.acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    await agent
      .post(`/api/entities/${ids.thandi}/details`)
      .send({ idType: 'sa_id', idNumber: '8002030000002' })
      .expect(201);
    ids.beta = await createEntity(agent, {
      type: 'company',
      name: 'Beta Investments',
      registrationNumber: '2019/123456/07',
    });
    ids.lerato = await createEntity(agent, { type: 'individual', name: 'Lerato Secret' });
    for (const [holder, ownershipPercentage] of [
      [ids.thandi, 40],
      [ids.beta, 30],
      [ids.lerato, 30],
    ] as const)
      await createRelationship(agent, {
        sourceEntityId: holder,
        targetEntityId: ids.acme,
        type: 'shareholder',
        ownershipPercentage,
      });
    await agent.delete(`/api/entities/${ids.lerato}`).expect(200);
    await agent
      .post(`/api/individuals/${ids.lerato}/erase`)
      .send({ overrideReason: 'The data subject objected; the account accepted' })
      .expect(200);
  });
  afterAll(() => stopTestApp(app));

  const holdersOf = (lines: Line[]) => lines.filter((l) => l.kind === 'holder');

  it('JSON Lines: version 4, one holder line per holder with its identifying record, and it verifies', async () => {
    const text = await exportText(agent, `entityId=${ids.acme}`);
    const lines = parseLines(text);
    expect(lines[0]).toMatchObject({ kind: 'header', version: 4 });
    expect(holdersOf(lines)).toEqual([
      {
        kind: 'holder',
        entityId: ids.thandi,
        entityType: 'individual',
        name: 'Thandi Nkosi',
        registrationNumber: null,
        idType: 'sa_id',
        idNumber: '8002030000002',
        removed: false,
        erased: false,
      },
      {
        kind: 'holder',
        entityId: ids.beta,
        entityType: 'company',
        name: 'Beta Investments',
        registrationNumber: '2019/123456/07',
        idType: null,
        idNumber: null,
        removed: false,
        erased: false,
      },
      // POPIA: an erased person reads as erased, as everywhere else (docs/decisions/0032).
      {
        kind: 'holder',
        entityId: ids.lerato,
        entityType: 'individual',
        name: `Erased person #${ids.lerato}`,
        registrationNumber: null,
        idType: null,
        idNumber: null,
        removed: true,
        erased: true,
      },
    ]);
    expect(text).not.toContain('Lerato');
    expect(lines.at(-1)).toMatchObject({ kind: 'manifest', version: 4 });
    expect(await verifyText(agent, joinLines(lines))).toMatchObject({ ok: true });
  });

  it('a holder line changed, added or dropped is refused, naming its line', async () => {
    const lines = parseLines(await exportText(agent, `entityId=${ids.acme}`));
    const at = lines.findIndex((l) => l.kind === 'holder');
    const renamed = lines.map((l, i) => (i === at ? { ...l, name: 'Someone Else' } : l));
    expect(await verifyText(agent, joinLines(renamed))).toMatchObject({
      ok: false,
      problem: { reason: 'lines_changed', line: at + 1 },
    });
  });

  it('the whole account has no holder lines: every record is in it', async () => {
    expect(holdersOf(parseLines(await exportText(agent, '')))).toEqual([]);
  });

  it('CSV: each holder record in its row, and the file verifies', async () => {
    const csv = await exportText(agent, `entityId=${ids.acme}&format=csv`);
    const rows = csv.split('\r\n').filter((row) => row.startsWith('holder,'));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Thandi Nkosi');
    expect(rows[0]).toContain('8002030000002');
    expect(rows[1]).toContain('2019/123456/07');
    expect(rows[2]).toContain(`Erased person #${ids.lerato}`);
    expect(csv).not.toContain('Lerato');
    expect(await verifyText(agent, csv)).toMatchObject({ ok: true });
  });

  it('PDF: the holders with their identifying records', async () => {
    const response = await agent
      .get(`/api/audit/export?entityId=${ids.acme}&format=pdf`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const text = pdfTextLines(response.body as Buffer)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Holders');
    expect(text).toContain('Thandi Nkosi (individual), SA ID number 8002030000002');
    expect(text).toContain('Beta Investments (company), registration number 2019/123456/07');
    expect(text).toContain(`Erased person #${ids.lerato} (individual), erased`);
    expect(text).not.toContain('Lerato');
  });
});

import { bodsExport, registerMaker } from './bods-support';
import { registeredAgent, type TestApp, useTestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
interface Statement {
  statementId: string;
  recordId: string;
  recordType: string;
  recordStatus: string;
  declarationSubject: string;
  recordDetails: Record<string, unknown> & { interests?: { type: string; share?: { exact?: number } }[] };
}

describe('BODS 0.4 export over HTTP', () => {
  const app = useTestApp();
  let agent: Agent;
  const ids: Record<string, number> = {};

  const link = (source: number, target: number, type: string, ownershipPercentage?: number) =>
    registerMaker(agent).link(source, target, type, { ownershipPercentage });
  const entity = (type: string, name: string, extra: object = {}) =>
    registerMaker(agent).entity(type, name, extra);
  const exportOf = (path: string) => bodsExport<Statement>(agent, path);

  beforeAll(async () => {
    agent = (await registeredAgent(app())).agent;
    ids.acme = await entity('company', 'Acme Holdings', {
      registrationNumber: '2015/123456/07',
      country: 'South Africa',
    });
    ids.sub = await entity('company', 'Acme Operations', { registrationNumber: '2016/654321/07' });
    ids.thandi = await entity('individual', 'Thandi Nkosi', {
      dateOfBirth: '1980-02-03',
      nationality: 'South African',
    });
    ids.trust = await entity('trust', 'Nkosi Family Trust', {
      trustType: 'discretionary',
      registrationNumber: 'IT000123/2019(N)',
    });
    ids.sipho = await entity('individual', 'Sipho Dlamini');
    await agent
      .post(`/api/entities/${ids.thandi}/details`)
      .send({ idType: 'sa_id', idNumber: '8002030000002' })
      .expect(201);
    ids.holding = await link(ids.thandi, ids.acme, 'shareholder', 25);
    ids.trustHolding = await link(ids.trust, ids.acme, 'shareholder', 60);
    ids.parent = await link(ids.acme, ids.sub, 'parent', 100);
    ids.founder = await link(ids.thandi, ids.trust, 'founder');
    ids.trustee = await link(ids.sipho, ids.trust, 'trustee');
    await agent.patch(`/api/relationships/${ids.holding}`).send({ ownershipPercentage: 40 }).expect(200);
    ids.director = await link(ids.sipho, ids.acme, 'director');
    await agent.patch(`/api/relationships/${ids.director}`).send({ endDate: '2024-01-31' }).expect(200);
    ids.gone = await entity('company', 'Gone Holdings');
    ids.goneLink = await link(ids.sipho, ids.gone, 'shareholder', 10);
    await agent.delete(`/api/entities/${ids.gone}`).expect(200);
  });

  it('states every record with its history: new, updated, then closed', async () => {
    const statements = await exportOf('/api/export/bods');
    const of = (recordId: string) => statements.filter((s) => s.recordId === recordId);
    const holding = of(`ledgerline-relationship-${ids.holding}`);
    expect(holding.map((s) => s.recordStatus)).toEqual(['new', 'updated']);
    expect(holding[1].recordDetails.interests?.[0]).toMatchObject({
      type: 'shareholding',
      share: { exact: 40 },
    });
    expect(holding[0].recordDetails.interests?.[0].share?.exact).toBe(25);
    // A deleted company and the link its deletion ended: their last statements close the records.
    expect(of(`ledgerline-entity-${ids.gone}`).map((s) => s.recordStatus)).toEqual(['new', 'closed']);
    expect(of(`ledgerline-relationship-${ids.goneLink}`).map((s) => s.recordStatus)).toEqual([
      'new',
      'closed',
    ]);
    expect(of(`ledgerline-relationship-${ids.director}`).map((s) => s.recordStatus)).toEqual([
      'new',
      'closed',
    ]);
    // Registered with its details in one request: one statement, not two.
    const thandi = of(`ledgerline-entity-${ids.thandi}`);
    expect(thandi.map((s) => s.recordStatus)).toEqual(['new', 'updated']);
    expect(thandi[1].recordDetails).toMatchObject({
      personType: 'knownPerson',
      birthDate: '1980-02-03',
      identifiers: [{ id: '8002030000002', scheme: 'ZAF-IDCARD' }],
    });
    expect(of(`ledgerline-entity-${ids.trust}`)[0].recordDetails.entityType).toEqual({
      type: 'arrangement',
      subtype: 'trust',
      details: 'discretionary',
    });
    expect(of(`ledgerline-entity-${ids.acme}`)[0].recordDetails.identifiers).toContainEqual(
      expect.objectContaining({ id: '2015/123456/07', scheme: 'ZA-CIP' }),
    );
    expect(new Set(statements.map((s) => s.statementId)).size).toBe(statements.length);
  });

  it('exports the same statement ids again', async () => {
    const first = await exportOf('/api/export/bods');
    const second = await exportOf('/api/export/bods');
    expect(second).toEqual(first);
  });

  it("a company's network upwards ends with its computed beneficial owners", async () => {
    const statements = await exportOf(`/api/compliance/bods/${ids.acme}`);
    const records = new Set(statements.map((s) => s.recordId));
    expect(records.has(`ledgerline-entity-${ids.sub}`)).toBe(false);
    expect(records.has(`ledgerline-relationship-${ids.parent}`)).toBe(false);
    expect(records.has(`ledgerline-relationship-${ids.founder}`)).toBe(true);
    expect(statements.every((s) => s.declarationSubject === `ledgerline-entity-${ids.acme}`)).toBe(true);
    const owner = statements.find((s) => s.recordId === `ledgerline-bo-${ids.acme}-${ids.thandi}`)!;
    expect(owner.recordDetails.interests).toContainEqual(
      expect.objectContaining({
        type: 'shareholding',
        beneficialOwnershipOrControl: true,
        share: { exact: 40 },
      }),
    );
    const components = owner.recordDetails.componentRecords as string[];
    expect(components).toContain(`ledgerline-relationship-${ids.holding}`);
    const position = (recordId: string) => statements.findIndex((s) => s.recordId === recordId);
    for (const component of components) expect(position(component)).toBeLessThan(position(owner.recordId));
  });

  it('answers 404 for another account and unknown ids, 400 for a malformed id or an individual', async () => {
    const other = (await registeredAgent(app())).agent;
    expect((await other.get(`/api/compliance/bods/${ids.acme}`)).status).toBe(404);
    expect((await agent.get('/api/compliance/bods/999999999')).status).toBe(404);
    const malformed = await agent.get('/api/compliance/bods/abc');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('entityId');
    expect((await agent.get(`/api/compliance/bods/${ids.thandi}`)).status).toBe(400);
    const empty = await other.get('/api/export/bods');
    expect(JSON.parse(empty.text)).toEqual([]);
    expect((await app().agent().get('/api/export/bods')).status).toBe(401);
  });
});

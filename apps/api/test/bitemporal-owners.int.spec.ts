import type { BeneficialOwnerSet } from '@ledgerline/contracts';
import {
  type Agent,
  createEntity,
  createRelationship,
  daysFromToday,
  itRefuses,
  startWithAccount,
  stopTestApp,
  updateSubscription,
} from './list-spec-support';
import { binaryBody, pdfTextLines } from './pdf-text';
import { moment } from './recorded-moments';
import { registeredAgent, type TestApp } from './test-app';

interface OwnerRecord {
  individualId: number;
  name: string;
  totalOwnership: number;
  isBeneficialOwner: boolean;
  becameOwnerOn: string | null;
  ceasedOn: string | null;
}

// Beneficial owners as of an effective day and as the register stood at a moment.
describe('beneficial owners as of a day and as known at a moment (docs/decisions/0033)', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let thandi: number;
  let sipho: number;
  let lindi: number;
  let siphos: number;
  let afterCreation: string;
  let beforeDeletion: string;
  let accountOpened: string;
  beforeAll(async () => {
    accountOpened = await moment();
    let user: { id: number };
    ({ app, agent, user } = await startWithAccount('bitemporal'));
    await updateSubscription(agent, { userId: user.id, tier: 'standard' });
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    sipho = await createEntity(agent, { type: 'individual', name: 'Sipho Dube' });
    lindi = await createEntity(agent, { type: 'individual', name: 'Lindi Mokoena' });
    const hold = (holder: number, ownershipPercentage: number, startDate: string) =>
      createRelationship(agent, {
        sourceEntityId: holder,
        targetEntityId: acme,
        type: 'shareholder',
        ownershipPercentage,
        startDate,
      });
    const thandis = await hold(thandi, 60, '2024-01-15');
    siphos = await hold(sipho, 40, '2024-01-15');
    afterCreation = await moment();
    // Thandi sells her 60% to Lindi: her holding ends on 28 February, Lindi's starts on 1 March.
    await agent
      .patch(`/api/relationships/${thandis}`)
      .send({ endDate: '2025-02-28', changeReason: 'Share transfer' })
      .expect(200);
    await hold(lindi, 60, '2025-03-01');
    beforeDeletion = await moment();
    // Sipho's holding was entered by mistake.
    await agent.delete(`/api/relationships/${siphos}`).expect(200);
  });
  afterAll(() => stopTestApp(app));

  const owners = async (query = '') => {
    const response = await agent.get(`/api/compliance/beneficial-owners/${acme}${query}`).expect(200);
    const records = response.body as OwnerRecord[];
    return {
      headers: response.headers,
      owners: Object.fromEntries(
        records.map((o) => [
          o.name,
          { share: o.totalOwnership, became: o.becameOwnerOn, ceased: o.ceasedOn },
        ]),
      ),
    };
  };

  it('today as known now by default, each owner with the day it became one', async () => {
    const { owners: now, headers } = await owners();
    expect(now).toEqual({ 'Lindi Mokoena': { share: 60, became: '2025-03-01', ceased: null } });
    expect(headers['x-as-of']).toBe(daysFromToday(0));
    expect(Date.parse(headers['x-known-at'])).toBeGreaterThan(Date.parse(beforeDeletion));
  });

  it('includeFormer: those who had ceased by the day follow, each with its period', async () => {
    expect((await owners('?includeFormer=true')).owners).toEqual({
      'Lindi Mokoena': { share: 60, became: '2025-03-01', ceased: null },
      // Sipho's holding was deleted as a mistake: he never was an owner, so he is not a former one.
      'Thandi Nkosi': { share: 60, became: '2024-01-15', ceased: '2025-03-01' },
    });
    expect((await owners('?asOf=2025-02-01&includeFormer=true')).owners).toEqual({
      'Thandi Nkosi': { share: 60, became: '2024-01-15', ceased: '2025-03-01' },
    });
    expect((await owners(`?asOf=2025-06-01&knownAt=${beforeDeletion}&includeFormer=true`)).owners).toEqual({
      'Sipho Dube': { share: 40, became: '2024-01-15', ceased: null },
      'Lindi Mokoena': { share: 60, became: '2025-03-01', ceased: null },
      'Thandi Nkosi': { share: 60, became: '2024-01-15', ceased: '2025-03-01' },
    });
    const rows = (await agent.get(`/api/export/beneficial-owners/${acme}?format=json`).expect(200))
      .body as Record<string, unknown>[];
    expect(rows.map((r) => [r.Name, r['Ceased On']])).toEqual([
      ['Lindi Mokoena', null],
      ['Thandi Nkosi', '2025-03-01'],
    ]);
    await agent.get(`/api/compliance/beneficial-owners/${acme}?includeFormer=yes`).expect(400);
  });

  it('asOf: the register as known now, on that effective day', async () => {
    const { owners: then, headers } = await owners('?asOf=2025-02-01');
    expect(then).toEqual({ 'Thandi Nkosi': { share: 60, became: '2024-01-15', ceased: '2025-03-01' } });
    expect(headers['x-as-of']).toBe('2025-02-01');
    expect((await owners('?asOf=2024-01-14')).owners).toEqual({});
  });

  it('knownAt: only what had been recorded by that moment (the deleted holding still there)', async () => {
    expect((await owners(`?asOf=2025-02-01&knownAt=${beforeDeletion}`)).owners).toEqual({
      'Thandi Nkosi': { share: 60, became: '2024-01-15', ceased: '2025-03-01' },
      'Sipho Dube': { share: 40, became: '2024-01-15', ceased: null },
    });
    // Before the sale was recorded, the register said Thandi still held 60%.
    const { owners: known, headers } = await owners(`?knownAt=${encodeURIComponent(afterCreation)}`);
    expect(known).toEqual({
      'Thandi Nkosi': { share: 60, became: '2024-01-15', ceased: null },
      'Sipho Dube': { share: 40, became: '2024-01-15', ceased: null },
    });
    expect(headers['x-known-at']).toBe(afterCreation);
  });

  it('a moment with its offset reads the same instant', async () => {
    const shifted = new Date(Date.parse(afterCreation) + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect((await owners(`?knownAt=${encodeURIComponent(shifted)}`)).owners).toEqual(
      (await owners(`?knownAt=${afterCreation}`)).owners,
    );
  });

  it('knownAt before the company (or the account) existed: an empty answer, not an error', async () => {
    expect((await owners(`?knownAt=${accountOpened}`)).owners).toEqual({});
    expect((await owners('?knownAt=2000-01-01T00:00:00Z')).owners).toEqual({});
  });

  it('a future asOf is allowed: the register as known now, projected to that day', async () => {
    expect((await owners(`?asOf=${daysFromToday(400)}`)).owners).toEqual({
      'Lindi Mokoena': { share: 60, became: '2025-03-01', ceased: null },
    });
  });

  it("another account's company is a 404, at any moment", async () => {
    const other = (await registeredAgent(app)).agent;
    for (const query of ['', '?asOf=2025-01-01', `?knownAt=${afterCreation}`])
      await other.get(`/api/compliance/beneficial-owners/${acme}${query}`).expect(404);
  });

  it('an individual is refused at a past moment too', async () => {
    await agent.get(`/api/compliance/beneficial-owners/${thandi}?knownAt=${afterCreation}`).expect(400);
  });

  it('keeps each set of owners with the period it held and the change that produced it', async () => {
    const history = async (query = '') =>
      (await agent.get(`/api/compliance/beneficial-owners/${acme}/history${query}`).expect(200))
        .body as BeneficialOwnerSet[];
    const entries = await history();
    const sets = entries.filter((entry) => !entry.correction);
    // Sipho's holding was deleted as recorded in error: the sets are told as if it never existed.
    expect(
      sets.map((s) => [s.effectiveFrom, s.effectiveTo, s.owners.map((o) => `${o.name} ${o.totalOwnership}`)]),
    ).toEqual([
      ['2024-01-15', '2025-03-01', ['Thandi Nkosi 60']],
      // The sale: Thandi's holding ended on 28 February, so from 1 March...
      ['2025-03-01', '2025-03-01', []],
      ['2025-03-01', null, ['Lindi Mokoena 60']],
    ]);
    for (const [earlier, later] of sets.slice(0, -1).map((set, i) => [set, sets[i + 1]!] as const))
      expect(earlier.recordedTo).toBe(later.recordedFrom);
    expect(sets.at(-1)).toMatchObject({
      recordedTo: null,
      eventId: expect.any(String),
      correlationId: expect.any(String),
    });
    // ...and the deletion is a correction recorded today, not a change of owners effective today.
    expect(entries.at(-1)).toMatchObject({
      correction: true,
      relationshipId: siphos,
      effectiveFrom: null,
      effectiveTo: null,
      owners: [],
      eventId: expect.any(String),
    });
    expect(Date.parse(entries.at(-1)!.recordedFrom)).toBeGreaterThan(Date.parse(beforeDeletion));
    const known = await history(`?knownAt=${beforeDeletion}`);
    expect(known.map((s) => [s.correction, s.effectiveFrom, s.owners.map((o) => o.name)])).toEqual([
      [false, '2024-01-15', ['Thandi Nkosi']],
      [false, '2024-01-15', ['Thandi Nkosi', 'Sipho Dube']],
      [false, '2025-03-01', ['Sipho Dube']],
      [false, '2025-03-01', ['Sipho Dube', 'Lindi Mokoena']],
    ]);
    expect(await history('?knownAt=2000-01-01T00:00:00Z')).toEqual([]);
    await agent.get(`/api/compliance/beneficial-owners/${thandi}/history`).expect(400);
    await agent.get(`/api/compliance/beneficial-owners/${acme}/history?knownAt=yesterday`).expect(400);
    const other = (await registeredAgent(app)).agent;
    await other.get(`/api/compliance/beneficial-owners/${acme}/history`).expect(404);
  });

  it('exports the owners with the day each became one and ceased, in JSON, CSV and PDF', async () => {
    const url = `/api/export/beneficial-owners/${acme}?asOf=2025-02-01&knownAt=${beforeDeletion}`;
    const rows = (await agent.get(`${url}&format=json`).expect(200)).body as Record<string, unknown>[];
    expect(rows.map((r) => [r.Name, r['Total Ownership %'], r['Became Owner On'], r['Ceased On']])).toEqual([
      ['Thandi Nkosi', 60, '2024-01-15', '2025-03-01'],
      ['Sipho Dube', 40, '2024-01-15', null],
    ]);
    const csv = (await agent.get(`${url}&format=csv`).expect(200)).text.trim().split('\r\n');
    expect(csv[0]).toContain('Became Owner On,Ceased On');
    expect(csv[1]).toContain('2024-01-15,2025-03-01');
    const pdf = await agent.get(`${url}&format=pdf`).buffer(true).parse(binaryBody).expect(200);
    expect(pdfTextLines(pdf.body as Buffer).join(' ')).toContain('Thandi Nkosi');
    const other = await registeredAgent(app);
    await other.agent.get(`/api/export/beneficial-owners/${acme}?format=csv`).expect(403);
    await updateSubscription(agent, { userId: other.user.id, tier: 'standard' });
    await other.agent.get(`/api/export/beneficial-owners/${acme}?format=csv`).expect(404);
    await agent.get(`/api/export/beneficial-owners/${acme}?format=json&asOf=2025-02-30`).expect(400);
  });

  itRefuses(
    () => agent,
    () => `/api/compliance/beneficial-owners/${acme}`,
    [
      ['asOf=2025-02-30', 'asOf', 'asOf must be a date (YYYY-MM-DD) from 1900-01-01'],
      ['asOf=yesterday', 'asOf', 'asOf must be a date (YYYY-MM-DD) from 1900-01-01'],
      [
        'knownAt=2025-03-01T09:00:00',
        'knownAt',
        expect.stringContaining('knownAt must be an ISO-8601 date-time'),
      ],
      ['knownAt=2025-03-01', 'knownAt', expect.stringContaining('knownAt must be an ISO-8601 date-time')],
    ],
  );
});

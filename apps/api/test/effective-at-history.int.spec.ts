import { historySentences, type RecordChangeView } from '@ledgerline/contracts';
import {
  type Agent,
  createAsset,
  createEntity,
  daysFromToday,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

const { historySentence } = historySentences('Africa/Johannesburg');

// Every change with a business date carries effectiveAt, and the history shows it.
describe('effective dates of asset and entity changes in the history', () => {
  let app: TestApp;
  let agent: Agent;
  let other: Agent;
  let acme: number;
  let karoo: number;
  let thandi: number;
  let trust: number;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('registrar'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    karoo = await createEntity(agent, { type: 'company', name: 'Karoo Estates' });
    thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    trust = await createEntity(agent, { type: 'trust', name: 'Nkosi Family Trust', trustType: 'family' });
    other = (await registeredAgent(app)).agent;
  });
  afterAll(() => stopTestApp(app));

  /** The newest change of the record; an entity's own, not its links'. */
  const latest = async (path: string) => {
    const own = path.startsWith('/api/entities/') ? '&recordType=entity' : '';
    const rows = (await agent.get(`${path}/history?limit=1${own}`).expect(200)).body as RecordChangeView[];
    return rows[0];
  };
  const newAsset = () =>
    createAsset(agent, {
      name: 'Head office',
      ownerEntityId: acme,
      value: 1000,
      acquisitionDate: '2019-05-01',
    });

  it('shows an asset transfer effective on the stated day, in both owners’ histories and the sentence', async () => {
    const asset = await newAsset();
    const response = await agent
      .patch(`/api/assets/${asset}`)
      .send({ ownerEntityId: karoo, effectiveDate: '2025-03-01' })
      .expect(200);
    expect(response.body).not.toHaveProperty('effectiveDate');
    const change = await latest(`/api/assets/${asset}`);
    expect(change).toMatchObject({ kind: 'updated', effectiveAt: '2025-03-01' });
    expect(historySentence(change)).toMatch(
      /^Asset Head office of Karoo Estates: owner entity id changed from \d+ to \d+, effective 1 March 2025, recorded by registrar on /,
    );
    const [inKaroo] = (await agent.get(`/api/entities/${karoo}/history?limit=1`).expect(200)).body;
    const [inAcme] = (await agent.get(`/api/entities/${acme}/history?limit=1`).expect(200)).body;
    expect([inKaroo.effectiveAt, inAcme.effectiveAt]).toEqual(['2025-03-01', '2025-03-01']);
  });

  it('shows a new acquisition date as the day the asset change took effect, and no day when none is said', async () => {
    const asset = await newAsset();
    await agent.patch(`/api/assets/${asset}`).send({ acquisitionDate: '2019-06-15' }).expect(200);
    expect((await latest(`/api/assets/${asset}`)).effectiveAt).toBe('2019-06-15');
    await agent.patch(`/api/assets/${asset}`).send({ notes: 'Roof repaired' }).expect(200);
    const plain = await latest(`/api/assets/${asset}`);
    expect(plain.effectiveAt).toBeNull();
    expect(historySentence(plain)).not.toContain('effective');
  });

  it.each([
    [daysFromToday(2), 'Effective date cannot be in the future'],
    ['2025-02-30', 'Invalid date'],
    ['1899-12-31', 'Date cannot be before 1900-01-01'],
  ])('refuses an asset change with effectiveDate %s, a 400 naming it', async (effectiveDate, message) => {
    const asset = await newAsset();
    const response = await agent
      .patch(`/api/assets/${asset}`)
      .send({ value: 2000, effectiveDate })
      .expect(400);
    expect(response.body.errors).toContainEqual({ field: 'effectiveDate', message });
    expect((await agent.get(`/api/assets/${asset}`).expect(200)).body.value).toBe(1000);
  });

  it("answers 404 for another account's asset and entities with an effective date", async () => {
    const asset = await newAsset();
    const body = { name: 'Taken over', effectiveDate: '2025-03-01' };
    await other.patch(`/api/assets/${asset}`).send(body).expect(404);
    await other.patch(`/api/entities/${acme}`).send(body).expect(404);
    await other
      .patch(`/api/entities/${thandi}/details`)
      .send({ nationality: 'X', effectiveDate: '2025-03-01' })
      .expect(404);
    const elsewhere = await createEntity(other, { type: 'company', name: 'Elsewhere' });
    await other
      .patch(`/api/assets/${asset}`)
      .send({ ownerEntityId: elsewhere, effectiveDate: '2025-03-01' })
      .expect(404);
    await agent
      .patch(`/api/assets/${asset}`)
      .send({ ownerEntityId: elsewhere, effectiveDate: '2025-03-01' })
      .expect(404);
  });

  it('shows a deregistration and a name change effective on the stated day', async () => {
    await agent
      .patch(`/api/entities/${acme}`)
      .send({ status: 'inactive', effectiveDate: '2025-03-31' })
      .expect(200);
    const deregistered = await latest(`/api/entities/${acme}`);
    expect(deregistered).toMatchObject({
      effectiveAt: '2025-03-31',
      changes: { status: { to: 'inactive' } },
    });
    expect(historySentence(deregistered)).toContain(
      'Acme Holdings: status changed from active to inactive, effective 31 March 2025, recorded by registrar on ',
    );
    await agent
      .patch(`/api/entities/${thandi}`)
      .send({ name: 'Thandi Dlamini', effectiveDate: '2024-12-07' })
      .expect(200);
    expect((await latest(`/api/entities/${thandi}`)).effectiveAt).toBe('2024-12-07');
    const [audit] = (await agent.get(`/api/audit?entityId=${thandi}&limit=1`).expect(200)).body;
    expect(audit.effectiveAt).toBe('2024-12-07');
  });

  it('takes the registration date a change sets as its effective day', async () => {
    await agent
      .patch(`/api/entities/${acme}`)
      .send({ incorporationDate: '2010-05-12', effectiveDate: '2025-01-01' })
      .expect(200);
    expect((await latest(`/api/entities/${acme}`)).effectiveAt).toBe('2010-05-12');
    await agent.patch(`/api/entities/${trust}`).send({ trustDeedDate: '2018-04-03' }).expect(200);
    expect((await latest(`/api/entities/${trust}`)).effectiveAt).toBe('2018-04-03');
  });

  it('shows an individual’s details change effective on the stated day', async () => {
    await agent
      .patch(`/api/entities/${thandi}/details`)
      .send({ nationality: 'British', effectiveDate: '2024-11-20' })
      .expect(200);
    const change = await latest(`/api/entities/${thandi}`);
    expect(change).toMatchObject({ effectiveAt: '2024-11-20', changes: { nationality: { to: 'British' } } });
    const details = (await agent.get(`/api/entities/${thandi}`).expect(200)).body.individualDetail;
    expect(details).not.toHaveProperty('effectiveDate');
  });

  it.each([
    ['company', () => acme, { name: 'Acme Two' }],
    ['trust', () => trust, { status: 'pending' }],
    ['individual', () => thandi, { notes: 'Moved' }],
  ])('refuses a future effective date on the %s, a 400 naming it', async (_type, id, patch) => {
    const response = await agent
      .patch(`/api/entities/${id()}`)
      .send({ ...patch, effectiveDate: daysFromToday(1) })
      .expect(400);
    expect(response.body.errors).toContainEqual({
      field: 'effectiveDate',
      message: 'Effective date cannot be in the future',
    });
  });

  it('refuses a malformed effective date on the entity and details routes, a 400 naming it', async () => {
    for (const [path, body] of [
      [`/api/entities/${acme}`, { name: 'Acme Two' }],
      [`/api/entities/${thandi}/details`, { occupation: 'Farmer' }],
    ] as const) {
      const response = await agent
        .patch(path)
        .send({ ...body, effectiveDate: 'yesterday' })
        .expect(400);
      expect(response.body.errors).toContainEqual({ field: 'effectiveDate', message: 'Invalid date' });
    }
  });
});

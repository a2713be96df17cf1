import { formatDisplayDay } from '@ledgerline/contracts';
import {
  type Agent,
  addToGroup,
  createAsset,
  createEntity,
  createGroup,
  createRelationship,
  startWithAccount,
  stopTestApp,
  updateSubscription,
} from './list-spec-support';
import { binaryBody, pdfTextLines } from './pdf-text';
import { registeredAgent, type TestApp } from './test-app';

const LONG_NAME = 'Acme Properties (Pty) Ltd Holdings and Investments of the Western Cape';

describe('GET /api/export/{entities,relationships,assets}: the list filters, every plan format, readable PDFs', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    let user: { id: number };
    ({ app, agent, user } = await startWithAccount());
    await updateSubscription(agent, { userId: user.id, tier: 'standard' });
    ids.acme = await createEntity(agent, { type: 'company', name: LONG_NAME, country: 'South Africa' });
    ids.dormant = await createEntity(agent, { type: 'company', name: 'Dormant Co', status: 'inactive' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    ids.trust = await createEntity(agent, {
      type: 'trust',
      name: 'Nkosi Family Trust',
      trustType: 'discretionary',
    });
    ids.group = await createGroup(agent, 'Cape Group');
    await addToGroup(agent, ids.group, ids.acme);
    await createRelationship(agent, {
      sourceEntityId: ids.thandi,
      targetEntityId: ids.acme,
      type: 'shareholder',
      ownershipPercentage: 40,
      startDate: '2024-02-29',
    });
    await createRelationship(agent, {
      sourceEntityId: ids.thandi,
      targetEntityId: ids.dormant,
      type: 'director',
    });
    await createAsset(agent, {
      name: 'Unit 2',
      ownerEntityId: ids.acme,
      acquisitionDate: '2020-01-31',
      value: 1_250_000,
    });
    await createAsset(agent, { name: 'Toyota bakkie', ownerEntityId: ids.thandi, type: 'vehicle' });
  });
  afterAll(() => stopTestApp(app));

  const json = async (url: string) => {
    const response = await agent.get(url).expect(200);
    return JSON.parse(response.text) as Record<string, unknown>[];
  };
  const csvLines = async (url: string) =>
    (await agent.get(url).expect(200)).text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  const pdf = async (url: string) => {
    const response = await agent.get(url).buffer(true).parse(binaryBody).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfTextLines(response.body as Buffer);
  };

  it('exports the companies list (type=company) in CSV, JSON and PDF alike, with its columns', async () => {
    const url = '/api/export/entities?type=company&sort=name';
    const rows = await json(`${url}&format=json`);
    expect(rows.map((row) => row.Name)).toEqual([LONG_NAME, 'Dormant Co']);
    expect(Object.keys(rows[0])).toEqual([
      'ID',
      'Name',
      'Registration Number',
      'Country',
      'Status',
      'Created At',
    ]);
    const csv = await csvLines(`${url}&format=csv`);
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain(LONG_NAME);
    expect(csv[2]).toContain('Dormant Co');
    const text = (await pdf(`${url}&format=pdf`)).join(' ');
    expect(text).toContain('Dormant Co');
    expect(text).not.toContain('Thandi Nkosi');
    expect(text).not.toContain('Nkosi Family Trust');
    const csvResponse = await agent.get(`${url}&format=csv`).expect(200);
    expect(csvResponse.headers['content-disposition']).toMatch(/filename="ledgerline-companies-[\d-]+\.csv"/);
  });

  it('follows the status filter, the search and the group filter', async () => {
    const inactive = await json('/api/export/entities?type=company&status=inactive&format=json');
    expect(inactive.map((row) => row.Name)).toEqual(['Dormant Co']);
    const searched = await csvLines('/api/export/entities?type=company&q=acme&format=csv');
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain('Acme Properties');
    const inGroup = await json(`/api/export/entities?groupId=${ids.group}&format=json`);
    expect(inGroup.map((row) => row.Name)).toEqual([LONG_NAME]);
    const trusts = await json('/api/export/entities?type=trust&format=json');
    expect(trusts).toEqual([expect.objectContaining({ 'Trust Name': 'Nkosi Family Trust' })]);
  });

  it('shows an individual\u2019s details in the individuals export', async () => {
    await agent
      .post(`/api/entities/${ids.thandi}/details`)
      .send({ position: 'Chief Financial Officer', department: 'Finance', nationality: 'South African' })
      .expect(201);
    const individuals = await json('/api/export/entities?type=individual&format=json');
    expect(individuals).toEqual([
      expect.objectContaining({
        Name: 'Thandi Nkosi',
        Position: 'Chief Financial Officer',
        Department: 'Finance',
        Nationality: 'South African',
      }),
    ]);
  });

  it('writes names in other scripts into the PDF as they are, beside Latin ones', async () => {
    const names = ['Иван Петров', 'Αλέξανδρος Παππάς', 'Zoë van der Merwe'];
    const created = [];
    for (const name of names) created.push(await createEntity(agent, { type: 'individual', name }));
    const text = (await pdf('/api/export/entities?type=individual&format=pdf')).join('\n');
    for (const name of [...names, 'Thandi Nkosi']) expect(text).toContain(name);
    for (const id of created) await agent.delete(`/api/entities/${id}`).expect(200);
  });

  it('wraps long cells in the PDF instead of cutting them', async () => {
    const lines = await pdf('/api/export/entities?type=company&format=pdf');
    expect(lines.some((line) => line.endsWith('\u2026') || line.endsWith('...'))).toBe(false);
    const nameLines = lines.slice(lines.findIndex((line) => line.startsWith('Acme Properties')));
    expect(nameLines.join(' ').replace(/\s+/g, ' ')).toContain(LONG_NAME);
  });

  it('shows days in the PDF as the web app does, on the reader\u2019s day', async () => {
    const day = (timeZone: string) => formatDisplayDay(new Date().toISOString(), timeZone);
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const text = (await pdf(`/api/export/entities?format=pdf&timeZone=${timeZone}`)).join('\n');
      expect(text).toContain(day(timeZone));
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    const relationships = (await pdf('/api/export/relationships?format=pdf&type=shareholder')).join('\n');
    expect(relationships).toContain('29 Feb 2024');
    expect(relationships).not.toContain('Director');
    const refused = await agent.get('/api/export/entities?format=pdf&timeZone=Mars/Olympus').expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'timeZone' })]);
  });

  it('exports relationships and assets by their list filters', async () => {
    const directors = await json('/api/export/relationships?type=director&format=json');
    expect(directors).toEqual([expect.objectContaining({ Type: 'director', Target: 'Dormant Co' })]);
    const vehicles = await json('/api/export/assets?type=vehicle&format=json');
    expect(vehicles).toEqual([
      expect.objectContaining({ 'Asset Name': 'Toyota bakkie', Owner: 'Thandi Nkosi' }),
    ]);
    const assets = await csvLines('/api/export/assets?format=csv&sort=name');
    expect(assets.slice(1).map((line) => line.split(',')[1])).toEqual(['Toyota bakkie', 'Unit 2']);
    expect(assets.find((line) => line.includes('Unit 2'))).toContain(',1250000,');
    const assetsPdf = (await pdf('/api/export/assets?format=pdf')).join('\n');
    expect(assetsPdf).toContain('31 Jan 2020');
    // Amounts in the PDF are in the account's currency: rand until it chooses another.
    expect(assetsPdf).toContain('R 1 250 000,00');
    await agent.patch('/api/account/settings').send({ currency: 'USD' }).expect(200);
    expect((await pdf('/api/export/assets?format=pdf')).join('\n')).toContain('$1,250,000.00');
    await agent.patch('/api/account/settings').send({ currency: 'ZAR' }).expect(200);
  });

  it('refuses the formats the plan lacks on every list', async () => {
    const basic = await registeredAgent(app);
    await updateSubscription(agent, { userId: basic.user.id, tier: 'basic' });
    for (const what of ['entities', 'relationships', 'assets']) {
      await basic.agent.get(`/api/export/${what}?format=csv`).expect(200);
      await basic.agent.get(`/api/export/${what}?format=json`).expect(403);
    }
    const free = (await registeredAgent(app)).agent;
    await free.get('/api/export/assets?format=csv').expect(403);
  });
});

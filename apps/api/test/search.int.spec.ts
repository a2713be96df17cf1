import type { SearchHitView } from '@ledgerline/contracts';
import {
  type Agent,
  createAsset,
  createEntity,
  createGroup,
  createRelationship,
  itRefuses,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

const search = async (agent: Agent, query: string): Promise<SearchHitView[]> =>
  (await agent.get(`/api/search?${query}`).expect(200)).body;
const titles = (hits: SearchHitView[]) => hits.map((hit) => `${hit.kind}: ${hit.title}`);

describe('GET /api/search: the top bar across the records of one account', () => {
  let app: TestApp;
  let agent: Agent;
  let other: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.karoo = await createEntity(agent, {
      type: 'company',
      name: 'Karoo Mining',
      registrationNumber: '2015/123456/07',
      country: 'South Africa',
    });
    ids.karooSolar = await createEntity(agent, { type: 'company', name: 'Agri Karoo' });
    ids.thandi = await createEntity(agent, {
      type: 'individual',
      name: 'Thandi Karoo-Nkosi',
      email: 'thandi@karoo.co.za',
    });
    ids.trust = await createEntity(agent, { type: 'trust', name: 'Karoo Family Trust', trustType: 'family' });
    ids.link = await createRelationship(agent, {
      sourceEntityId: ids.thandi,
      targetEntityId: ids.karoo,
      type: 'shareholder',
      ownershipPercentage: 25,
    });
    ids.asset = await createAsset(agent, { name: 'Karoo farm', ownerEntityId: ids.trust });
    ids.group = await createGroup(agent, 'Karoo clients', 'Northern Cape');
    other = (await registeredAgent(app)).agent;
    await createEntity(other, { type: 'company', name: 'Karoo Elsewhere' });
  });
  afterAll(() => stopTestApp(app));

  it('finds companies, individuals, trusts, relationships, assets and groups, grouped by kind, with their web routes', async () => {
    const hits = await search(agent, 'q=karoo');
    expect(titles(hits)).toEqual([
      'company: Karoo Mining',
      'company: Agri Karoo',
      'individual: Thandi Karoo-Nkosi',
      'trust: Karoo Family Trust',
      'relationship: Thandi Karoo-Nkosi → Karoo Mining',
      'asset: Karoo farm',
      'group: Karoo clients',
    ]);
    expect(hits).toContainEqual({
      kind: 'company',
      id: ids.karoo,
      title: 'Karoo Mining',
      subtitle: '2015/123456/07 · South Africa',
      url: `/companies/${ids.karoo}`,
    });
    expect(hits).toContainEqual({
      kind: 'individual',
      id: ids.thandi,
      title: 'Thandi Karoo-Nkosi',
      subtitle: 'thandi@karoo.co.za',
      url: `/individuals/${ids.thandi}`,
    });
    expect(hits.find((hit) => hit.kind === 'trust')).toMatchObject({
      url: `/trusts/${ids.trust}`,
      subtitle: 'Family',
    });
    expect(hits.find((hit) => hit.kind === 'relationship')).toEqual({
      kind: 'relationship',
      id: ids.link,
      title: 'Thandi Karoo-Nkosi → Karoo Mining',
      subtitle: 'Shareholder · 25%',
      url: `/relationships/${ids.link}`,
    });
    expect(hits.find((hit) => hit.kind === 'asset')).toEqual({
      kind: 'asset',
      id: ids.asset,
      title: 'Karoo farm',
      subtitle: 'Other · Karoo Family Trust',
      url: `/assets/${ids.asset}`,
    });
    expect(hits.find((hit) => hit.kind === 'group')).toEqual({
      kind: 'group',
      id: ids.group,
      title: 'Karoo clients',
      subtitle: 'Northern Cape',
      url: `/groups/${ids.group}`,
    });
  });

  it('matches word starts of every word, registration numbers and relationship types', async () => {
    expect(titles(await search(agent, 'q=karoo%20min'))).toEqual([
      'company: Karoo Mining',
      'relationship: Thandi Karoo-Nkosi → Karoo Mining',
    ]);
    expect(titles(await search(agent, 'q=2015%2F1234'))).toEqual(['company: Karoo Mining']);
    expect(titles(await search(agent, 'q=sharehold'))).toEqual([
      'relationship: Thandi Karoo-Nkosi → Karoo Mining',
    ]);
    expect(await search(agent, 'q=zzz')).toEqual([]);
  });

  it('finds nothing for text without letters or digits, in the top bar and in the lists', async () => {
    for (const text of ['%25', '_', '%5C', '*', '%F0%9F%98%80']) {
      expect(await search(agent, `q=${text}`)).toEqual([]);
      const list = await agent.get(`/api/entities?q=${text}`).expect(200);
      expect(list.body).toEqual([]);
    }
  });

  it('ranks titles that start with the query first and shares `limit` out between the kinds', async () => {
    const companies = (await search(agent, 'q=karoo')).filter((hit) => hit.kind === 'company');
    expect(companies.map((hit) => hit.title)).toEqual(['Karoo Mining', 'Agri Karoo']);
    const three = await search(agent, 'q=karoo&limit=3');
    expect(titles(three)).toEqual([
      'company: Karoo Mining',
      'individual: Thandi Karoo-Nkosi',
      'trust: Karoo Family Trust',
    ]);
    const eight = await search(agent, 'q=karoo&limit=8');
    expect(eight).toHaveLength(7);
  });

  it('keeps accounts apart', async () => {
    expect(titles(await search(other, 'q=karoo'))).toEqual(['company: Karoo Elsewhere']);
    expect(await search(other, 'q=family')).toEqual([]);
  });

  itRefuses(() => agent, '/api/search', [
    ['', 'q', 'q is required'],
    ['q=%20%20', 'q', 'q is required'],
    ['q=karoo&limit=51', 'limit', 'limit must be a whole number from 1 to 50'],
    ['q=karoo&limit=0', 'limit', 'limit must be a whole number from 1 to 50'],
  ]);

  it('needs a session', async () => {
    await app.agent().get('/api/search?q=karoo').expect(401);
  });
});

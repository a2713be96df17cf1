import { EVENT_STORE, type EventCatalogue, type EventStore } from '@ledgerline/events';
import { EVENT_CATALOGUE } from '../src/infrastructure/infrastructure.tokens';
import type { BodsStatement } from '../src/modules/bods/bods.types';
import { fullFoldNetworkStatements } from '../src/modules/bods/testing/full-fold-network';
import { AccountDays } from '../src/shared/account-days';
import { bodsExport, registerMaker } from './bods-support';
import { registeredAgent, type TestApp, useTestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** The per-company route reads a bounded slice (docs/decisions/0030); it must state what a full fold stated. */
describe("BODS 0.4 company network from the account's indexed history", () => {
  const app = useTestApp();
  let agent: Agent;
  let accountId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const registered = await registeredAgent(app());
    agent = registered.agent;
    accountId = registered.user.accountId;
    const make = registerMaker(agent);
    const link = (source: number, target: number, type: string, ownershipPercentage?: number) =>
      make.link(source, target, type, ownershipPercentage === undefined ? {} : { ownershipPercentage });
    ids.acme = await make.entity('company', 'Acme Holdings', { registrationNumber: '2015/123456/07' });
    ids.holdco = await make.entity('company', 'Holdco');
    ids.parent = await make.entity('company', 'Parent Co');
    ids.ops = await make.entity('company', 'Acme Operations');
    ids.flip = await make.entity('company', 'Flip Co');
    ids.gone = await make.entity('company', 'Gone Holdings');
    ids.thandi = await make.entity('individual', 'Thandi Nkosi');
    ids.sipho = await make.entity('individual', 'Sipho Dlamini');
    ids.trust = await make.entity('trust', 'Nkosi Family Trust', { trustType: 'discretionary' });
    ids.holding = await link(ids.holdco, ids.acme, 'shareholder', 50);
    ids.thandiHolding = await link(ids.thandi, ids.holdco, 'shareholder', 25);
    ids.subsidiary = await link(ids.acme, ids.parent, 'subsidiary', 15);
    ids.trustHolding = await link(ids.trust, ids.acme, 'shareholder', 10);
    ids.trustee = await link(ids.sipho, ids.trust, 'trustee');
    ids.down = await link(ids.acme, ids.ops, 'parent', 100);
    ids.flipLink = await link(ids.flip, ids.acme, 'shareholder', 5);
    ids.goneLink = await link(ids.gone, ids.acme, 'shareholder', 5);
    ids.removed = await link(ids.sipho, ids.acme, 'shareholder', 3);
    ids.director = await link(ids.sipho, ids.acme, 'director');
    // History: updates, a person's details recorded later, an ended, a removed, a re-typed link, a deletion.
    await agent.patch(`/api/relationships/${ids.holding}`).send({ ownershipPercentage: 55 }).expect(200);
    await agent
      .post(`/api/entities/${ids.thandi}/details`)
      .send({ idType: 'sa_id', idNumber: '8002030000002', nationality: 'South African' })
      .expect(201);
    await agent.patch(`/api/entities/${ids.holdco}`).send({ name: 'Holdco Renamed' }).expect(200);
    await agent.patch(`/api/relationships/${ids.director}`).send({ endDate: '2024-01-31' }).expect(200);
    await agent.delete(`/api/relationships/${ids.removed}`).expect(200);
    await agent.patch(`/api/relationships/${ids.flipLink}`).send({ type: 'subsidiary' }).expect(200);
    await agent.delete(`/api/entities/${ids.gone}`).expect(200);
    await agent.patch(`/api/entities/${ids.ops}`).send({ name: 'Ops Renamed' }).expect(200);
  });

  const fullFold = async (entityId: number) =>
    fullFoldNetworkStatements(
      app().app.get<EventStore>(EVENT_STORE),
      app().app.get<EventCatalogue>(EVENT_CATALOGUE),
      {
        accountId,
        entityId,
        today: await app().app.get(AccountDays).today(accountId),
        timeZone: await app().app.get(AccountDays).timeZone(accountId),
      },
    );

  it('states the same statements as a fold of the whole stream, history and owners included', async () => {
    const bounded = await bodsExport<BodsStatement>(agent, `/api/compliance/bods/${ids.acme}`);
    const reference = await fullFold(ids.acme);
    expect(bounded).toEqual(reference);
    const records = new Set(reference.map((s) => s.recordId));
    for (const kept of [ids.removed, ids.goneLink, ids.subsidiary, ids.thandiHolding, ids.trustee])
      expect(records.has(`ledgerline-relationship-${kept}`)).toBe(true);
    for (const left of [ids.down, ids.flipLink])
      expect(records.has(`ledgerline-relationship-${left}`)).toBe(false);
    expect(records.has(`ledgerline-entity-${ids.parent}`)).toBe(true);
    expect(records.has(`ledgerline-entity-${ids.ops}`)).toBe(false);
    const statuses = (recordId: string) =>
      reference.filter((s) => s.recordId === recordId).map((s) => s.recordStatus);
    expect(statuses(`ledgerline-entity-${ids.thandi}`)).toEqual(['new', 'updated']);
    expect(statuses(`ledgerline-relationship-${ids.removed}`)).toEqual(['new', 'closed']);
    expect(statuses(`ledgerline-entity-${ids.gone}`)).toEqual(['new', 'closed']);
    expect(records.has(`ledgerline-bo-${ids.acme}-${ids.thandi}`)).toBe(true);
  });

  it('equals the full fold for a trust and for a company upstream too', async () => {
    for (const entityId of [ids.trust, ids.holdco])
      expect(await bodsExport<BodsStatement>(agent, `/api/compliance/bods/${entityId}`)).toEqual(
        await fullFold(entityId),
      );
  });
});

import type { RelationshipView } from '@ledgerline/contracts';
import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
  updateSubscription,
} from './list-spec-support';
import { moment } from './recorded-moments';
import type { TestApp } from './test-app';

interface OwnerRecord {
  name: string;
  totalOwnership: number;
  isBeneficialOwner: boolean;
  becameOwnerOn: string | null;
  ceasedOn: string | null;
}

// A changed percentage is in force from its effective date, not over every past day.
describe('a holding as it stood on a day: the version in force then (docs/decisions/0033)', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let link: number;
  let beforeUpdate: string;
  let beforeCorrection: string;
  beforeAll(async () => {
    let user: { id: number };
    ({ app, agent, user } = await startWithAccount('effective-percentages'));
    await updateSubscription(agent, { userId: user.id, tier: 'standard' });
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    const thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    link = await createRelationship(agent, {
      sourceEntityId: thandi,
      targetEntityId: acme,
      type: 'shareholder',
      ownershipPercentage: 60,
      startDate: '2024-01-15',
    });
    beforeUpdate = await moment();
    // Recorded now, in force from 1 March 2025: Thandi sold two thirds of her shares.
    await agent
      .patch(`/api/relationships/${link}`)
      .send({ ownershipPercentage: 20, effectiveDate: '2025-03-01' })
      .expect(200);
    beforeCorrection = await moment();
    // Recorded later still, in force earlier: from 15 February she held 30%.
    await agent
      .patch(`/api/relationships/${link}`)
      .send({ ownershipPercentage: 30, effectiveDate: '2025-02-15' })
      .expect(200);
  });
  afterAll(() => stopTestApp(app));

  const owners = async (query: string) => {
    const url = `/api/compliance/beneficial-owners/${acme}?threshold=25&${query}`;
    const records = (await agent.get(url).expect(200)).body as OwnerRecord[];
    return records.map((o) => ({
      name: o.name,
      share: o.totalOwnership,
      owner: o.isBeneficialOwner,
      became: o.becameOwnerOn,
      ceased: o.ceasedOn,
    }));
  };
  const thandiAt = (share: number, owner: boolean, became: string | null, ceased: string | null) => [
    { name: 'Thandi Nkosi', share, owner, became, ceased },
  ];

  it('as of the day before the change: the old percentage and the owner it made her', async () => {
    expect(await owners(`asOf=2025-02-28&knownAt=${beforeCorrection}`)).toEqual(
      thandiAt(60, true, '2024-01-15', '2025-03-01'),
    );
    expect(await owners('asOf=2025-02-14')).toEqual(thandiAt(60, true, '2024-01-15', null));
  });

  it('from the effective day: the new percentage, below the threshold', async () => {
    expect(await owners(`asOf=2025-03-01&knownAt=${beforeCorrection}`)).toEqual(
      thandiAt(20, false, null, null),
    );
    expect(await owners(`asOf=2026-01-01&knownAt=${beforeCorrection}`)).toEqual(
      thandiAt(20, false, null, null),
    );
  });

  it('a correction recorded later with an earlier effective date holds from its day on', async () => {
    expect(await owners('asOf=2025-02-15')).toEqual(thandiAt(30, true, '2024-01-15', null));
    // The later record replaces the 20% from 15 February: the register as known now says 30% since.
    expect(await owners('asOf=2025-03-01')).toEqual(thandiAt(30, true, '2024-01-15', null));
    // Today without asOf, through the current read models, agrees.
    expect(await owners('')).toEqual(thandiAt(30, true, '2024-01-15', null));
  });

  it('knownAt before a change: that change is not seen on any day', async () => {
    for (const day of ['2025-02-20', '2025-03-01', '2026-01-01'])
      expect(await owners(`asOf=${day}&knownAt=${beforeUpdate}`)).toEqual(
        thandiAt(60, true, '2024-01-15', null),
      );
  });

  it('a day before the holding started: no holder', async () => {
    expect(await owners('asOf=2024-01-14')).toEqual([]);
  });

  it('the relationship reads show the percentage in force on the day asked', async () => {
    const percentageOf = async (url: string) =>
      ((await agent.get(url).expect(200)).body as RelationshipView).ownershipPercentage;
    expect(await percentageOf(`/api/relationships/${link}?asOf=2025-02-14`)).toBe(60);
    expect(await percentageOf(`/api/relationships/${link}?asOf=2025-02-15`)).toBe(30);
    expect(await percentageOf(`/api/relationships/${link}?asOf=2025-03-01`)).toBe(30);
    expect(await percentageOf(`/api/relationships/${link}?asOf=2025-03-01&knownAt=${beforeCorrection}`)).toBe(
      20,
    );
    expect(await percentageOf(`/api/relationships/${link}?asOf=2025-03-01&knownAt=${beforeUpdate}`)).toBe(60);
    await agent.get(`/api/relationships/${link}?asOf=2024-01-14`).expect(404);
    const listed = async (url: string) =>
      ((await agent.get(url).expect(200)).body as RelationshipView[]).map((r) => r.ownershipPercentage);
    expect(await listed(`/api/entities/${acme}/relationships?asOf=2025-02-14`)).toEqual([60]);
    expect(await listed(`/api/relationships?asOf=2025-02-20`)).toEqual([30]);
    expect(await listed(`/api/relationships?asOf=2025-03-20&knownAt=${beforeCorrection}`)).toEqual([20]);
    const detail = (await agent.get(`/api/entities/${acme}?asOf=2025-02-14`).expect(200)).body as {
      targetRelationships: RelationshipView[];
    };
    expect(detail.targetRelationships.map((r) => r.ownershipPercentage)).toEqual([60]);
    expect(await listed(`/api/entities/${acme}/relationships`)).toEqual([30]);
  });
});

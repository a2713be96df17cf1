import {
  accountOpened,
  cyclicLinks,
  entityRegistered,
  given,
  relationshipAdded,
} from '../../../testing/given-events';
import { downstreamOf, scopeAfterLinkChange } from './downstream';
import { decidePlanFilings } from './plan-filings.decider';

const TODAY = '2026-11-25';
const company = (id: number) =>
  entityRegistered(id, 'company', `Co ${id}`, {
    incorporationDate: '2019-02-28',
    companyClassification: 'non_affected_private',
  });
const entitiesOf = (events: { type: string; data: unknown }[]) =>
  new Set(events.map((e) => (e.data as { entityId?: number }).entityId));

/** A command re-plans only what its facts call for, the same plans as a whole-account run. */
describe('deadline planning scoped to the changed entities', () => {
  const account = given(
    accountOpened('enterprise'),
    ...[1, 2, 3, 4, 5].map(company),
    entityRegistered(6, 'trust', 'Trust 6', { trustDeedDate: '2020-05-04' }),
    relationshipAdded(1, { sourceEntityId: 1, targetEntityId: 2, ownershipPercentage: 60 }),
    relationshipAdded(2, { sourceEntityId: 2, targetEntityId: 3, ownershipPercentage: 60 }),
    relationshipAdded(3, { sourceEntityId: 5, targetEntityId: 4, relationshipType: 'subsidiary' }),
  );
  const ids = Array.from({ length: 40 }, (_, i) => 100 + i);
  const whole = decidePlanFilings({ today: TODAY, ids }, account);

  it('plans one new entity alone, as the whole-account run plans it', () => {
    const scoped = decidePlanFilings({ today: TODAY, ids, scope: new Set([4]) }, account);
    expect(scoped.length).toBeGreaterThan(0);
    expect(entitiesOf(scoped)).toEqual(new Set([4]));
    const strip = (e: { data: unknown }) => ({ ...(e.data as object), filingId: 0 });
    expect(scoped.map(strip)).toEqual(
      whole.filter((e) => (e.data as { entityId: number }).entityId === 4).map(strip),
    );
  });

  it('after a link change takes both ends and everything they hold or control, subsidiaries reversed', () => {
    expect(downstreamOf(account, [1])).toEqual(new Set([1, 2, 3]));
    expect(downstreamOf(account, [2])).toEqual(new Set([2, 3]));
    expect(downstreamOf(account, [4])).toEqual(new Set([4, 5]));
    expect(downstreamOf(account, [6])).toEqual(new Set([6]));
  });

  it('finds a scoped entity’s filings through the index after they are recorded', () => {
    const planned = given(
      accountOpened('enterprise'),
      ...[1, 2, 3, 4, 5].map(company),
      entityRegistered(6, 'trust', 'Trust 6', { trustDeedDate: '2020-05-04' }),
      ...whole,
    );
    expect(decidePlanFilings({ today: TODAY, ids, scope: new Set([4, 6]) }, planned)).toEqual([]);
    expect([...(planned.filingIdsByEntity.get(6) ?? [])].length).toBeGreaterThan(0);
  });
});

/** A strongly connected group: company k holds 30% of company k+1, which holds 20% of it back. */
describe('deadline planning after an undated link into a 60-company cycle (docs/decisions/0085)', () => {
  const COMPANIES = 60;
  const cycle = [
    accountOpened('enterprise'),
    ...Array.from({ length: COMPANIES }, (_, k) => company(k + 1)),
    ...cyclicLinks(COMPANIES),
  ];
  const ids = Array.from({ length: 400 }, (_, i) => 5000 + i);
  const planned = given(...cycle, ...decidePlanFilings({ today: TODAY, ids }, given(...cycle)));
  // A new company joins the cycle: it holds 10% of company 30.
  const linked = given(
    ...cycle,
    ...decidePlanFilings({ today: TODAY, ids }, given(...cycle)),
    company(61),
    relationshipAdded(3000, { sourceEntityId: 61, targetEntityId: 30, ownershipPercentage: 10 }),
  );

  it('re-plans only the link’s ends when the write changed no one’s owner set, not the whole group below', () => {
    expect(downstreamOf(linked, [61, 30]).size).toBe(COMPANIES + 1);
    expect(scopeAfterLinkChange(linked, [61, 30], [])).toEqual(new Set([61, 30]));
    expect(scopeAfterLinkChange(linked, [61, 30], [29, 31, 500])).toEqual(new Set([61, 30, 29, 31]));
    expect(scopeAfterLinkChange(linked, [61, 30], null)).toEqual(downstreamOf(linked, [61, 30]));
  });

  it('plans the same filings as a whole-account run', () => {
    expect(planned.filings.size).toBeGreaterThan(0);
    const scope = scopeAfterLinkChange(linked, [61, 30], []);
    const strip = (e: { type: string; data: unknown }) => ({
      type: e.type,
      ...(e.data as object),
      filingId: 0,
    });
    const scoped = decidePlanFilings({ today: TODAY, ids, scope }, linked).map(strip);
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped).toEqual(decidePlanFilings({ today: TODAY, ids }, linked).map(strip));
  });
});

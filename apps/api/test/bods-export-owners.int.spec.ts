import type { BodsInterest, BodsStatement } from '../src/modules/bods/bods.types';
import { bodsExport, changingOwnership } from './bods-support';
import { registeredAgent, type TestApp, useTestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
interface Relationship {
  isComponent: boolean;
  componentRecords?: string[];
  subject: string;
  interestedParty: string;
  interests: BodsInterest[];
}

const details = (statement: BodsStatement) => statement.recordDetails as unknown as Relationship;
const entity = (id: number) => `ledgerline-entity-${id}`;
const link = (id: number) => `ledgerline-relationship-${id}`;

/** Computed owners as BODS 0.4 means them: direct and indirect apart, their chains, their periods. */
describe('BODS 0.4 computed owners: interests, components and periods', () => {
  const app = useTestApp();
  let agent: Agent;
  let ids: Record<string, number>;
  let acme: BodsStatement[];
  let trust: BodsStatement[];
  const owner = (statements: BodsStatement[], subject: number, person: number) =>
    details(statements.find((s) => s.recordId === `ledgerline-bo-${subject}-${person}`)!);

  beforeAll(async () => {
    agent = (await registeredAgent(app())).agent;
    ids = await changingOwnership(agent);
    acme = await bodsExport<BodsStatement>(agent, `/api/compliance/bods/${ids.acme}`);
    trust = await bodsExport<BodsStatement>(agent, `/api/compliance/bods/${ids.trust}`);
  });

  it('a direct and an indirect share are two interests, the indirect one with its chain as components', () => {
    const sipho = owner(acme, ids.acme, ids.sipho);
    const shares = sipho.interests.filter((i) => i.type === 'shareholding');
    expect(shares).toEqual([
      expect.objectContaining({ directOrIndirect: 'direct', share: { exact: 10 }, startDate: '2020-01-01' }),
      expect.objectContaining({ directOrIndirect: 'indirect', share: { exact: 6 }, startDate: '2020-01-01' }),
    ]);
    expect([...sipho.componentRecords!].sort()).toEqual(
      [link(ids.siphoDirect), link(ids.siphoHoldco), link(ids.holdcoAcme)].sort(),
    );
  });

  it('the links an owner rests on are components, stated before it, and each pair is declared once', () => {
    const position = (recordId: string) => acme.findIndex((s) => s.recordId === recordId);
    const components = new Set(
      acme.flatMap((s) =>
        s.recordId.startsWith('ledgerline-bo-') ? (details(s).componentRecords ?? []) : [],
      ),
    );
    for (const recordId of components) {
      const statements = acme.filter((s) => s.recordId === recordId);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.every((s) => details(s).isComponent)).toBe(true);
    }
    for (const primary of acme.filter((s) => s.recordId.startsWith('ledgerline-bo-')))
      for (const recordId of details(primary).componentRecords ?? [])
        expect(position(recordId)).toBeLessThan(position(primary.recordId));
    const latest = new Map(acme.map((s) => [s.recordId, s]));
    const primaries = [...latest.values()]
      .filter((s) => s.recordType === 'relationship' && !details(s).isComponent)
      .map((s) => `${details(s).interestedParty}>${JSON.stringify(details(s).subject)}`);
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it("owners through a trust carry the trust's chain, a corporate trustee's owner the company's too", () => {
    const lerato = owner(acme, ids.acme, ids.lerato);
    expect(lerato.interests).toEqual([
      expect.objectContaining({ directOrIndirect: 'indirect', startDate: '2019-01-01' }),
    ]);
    expect([...lerato.componentRecords!].sort()).toEqual(
      [link(ids.leratoTrustee), link(ids.trustAcme)].sort(),
    );
    const nomsa = owner(acme, ids.acme, ids.nomsa);
    expect([...nomsa.componentRecords!].sort()).toEqual(
      [link(ids.nomsaTrusteeCo), link(ids.companyTrustee), link(ids.trustAcme)].sort(),
    );
    // Of the trust itself: a trustee is a direct interest, the owner behind a corporate trustee an indirect one.
    expect(owner(trust, ids.trust, ids.lerato).interests).toEqual([
      expect.objectContaining({ type: 'trustee', directOrIndirect: 'direct' }),
    ]);
    const behind = owner(trust, ids.trust, ids.nomsa);
    expect(behind.interests).toEqual([
      expect.objectContaining({ type: 'trustee', directOrIndirect: 'indirect' }),
    ]);
    expect([...behind.componentRecords!].sort()).toEqual(
      [link(ids.nomsaTrusteeCo), link(ids.companyTrustee)].sort(),
    );
    const unknown = [...acme, ...trust]
      .filter((s) => s.recordId.startsWith('ledgerline-bo-'))
      .flatMap((s) => details(s).interests)
      .filter((i) => i.directOrIndirect === 'unknown');
    expect(unknown).toEqual([]);
  });

  it('a changed percentage keeps its period: the old share until the day before the change', async () => {
    const thandi = owner(acme, ids.acme, ids.thandi);
    expect(thandi.interests).toEqual([
      expect.objectContaining({ share: { exact: 30 }, startDate: '2015-03-01', endDate: '2026-01-14' }),
      expect.objectContaining({ share: { exact: 20 }, startDate: '2026-01-15' }),
    ]);
    expect(thandi.interests[1].endDate).toBeUndefined();
    const account = await bodsExport<BodsStatement>(agent, '/api/export/bods');
    const holding = account.filter((s) => s.recordId === link(ids.thandiAcme)).at(-1)!;
    expect(details(holding).interests.filter((i) => i.type === 'shareholding')).toEqual([
      expect.objectContaining({ share: { exact: 30 }, startDate: '2015-03-01', endDate: '2026-01-14' }),
      expect.objectContaining({ share: { exact: 20 }, startDate: '2026-01-15' }),
    ]);
    expect(details(holding).subject).toBe(entity(ids.acme));
  });
});

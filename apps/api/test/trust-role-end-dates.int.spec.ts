import { CLOCK, type Clock } from '../src/shared/clock';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import {
  type Agent,
  createEntity,
  createRelationship,
  names,
  totalCount,
  updateSubscription,
  uploadFile,
} from './list-spec-support';
import { REQUIRED_TRUST_DOCUMENTS } from '@ledgerline/contracts';
import { registeredAgent, useTestApp } from './test-app';

/**
 * A role held through a relationship's end date (its last day): a trustee who resigned leaves the trust needing
 * attention on the compliance page, the detail's list row and the list's filter and counts, also when the end
 * date was in the future when it was entered and has passed since; and a role held from its start date only.
 */
describe('trust compliance after a role ended or before it began', () => {
  const app = useTestApp();
  let now = new Date('2026-11-28T08:00:00Z');
  beforeEach(() => jest.spyOn(app().app.get<Clock>(CLOCK), 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  const trustWithRoles = async (
    agent: Agent,
    name: string,
    trustee: { startDate?: string; endDate?: string } = {},
  ) => {
    const trust = await createEntity(agent, { type: 'trust', name, trustType: 'family' });
    for (const [type, dates] of [
      ['founder', {}],
      ['trustee', trustee],
      ['beneficiary', {}],
    ] as const) {
      const party = await createEntity(agent, { type: 'individual', name: `${name} ${type}` });
      await createRelationship(agent, { sourceEntityId: party, targetEntityId: trust, type, ...dates });
    }
    // Documented, with no filing overdue: its parties alone decide its compliance here.
    for (const documentType of REQUIRED_TRUST_DOCUMENTS)
      await uploadFile(agent, trust, `${documentType}.pdf`, { documentType });
    return trust;
  };

  it('holds the role through its end date, and not after, on every surface', async () => {
    // The first user of a fresh install is its admin, who raises the plan (compliance pages, more entities).
    const { agent, user } = await registeredAgent(app());
    await updateSubscription(agent, { userId: user.id, tier: 'standard' });
    const resigned = await trustWithRoles(agent, 'Resigned Trust', { endDate: '2026-11-01' });
    const resigning = await trustWithRoles(agent, 'Resigning Trust', { endDate: '2026-12-15' });
    const steady = await trustWithRoles(agent, 'Steady Trust');
    // Appointed from 10 December: no trustee until then
    const appointed = await trustWithRoles(agent, 'Appointed Trust', { startDate: '2026-12-10' });

    const row = async (id: number) => (await agent.get(`/api/entities/${id}`).expect(200)).body.compliance;
    const page = async (id: number) => (await agent.get(`/api/compliance/trusts/${id}`).expect(200)).body;
    const attention = async () => {
      const response = await agent.get('/api/entities?type=trust&compliance=attention&sort=name').expect(200);
      return { names: names(response.body), total: totalCount(response) };
    };

    expect(await row(resigned)).toBe('attention');
    expect((await page(resigned)).relationships).toMatchObject({
      isValid: false,
      missingRelationships: ['trustee'],
      counts: { trustee: 0 },
    });
    expect(await row(resigning)).toBe('compliant');
    expect((await page(resigning)).relationships.isValid).toBe(true);
    expect(await row(appointed)).toBe('attention');
    expect((await page(appointed)).relationships.missingRelationships).toEqual(['trustee']);
    expect(await attention()).toEqual({ names: ['Appointed Trust', 'Resigned Trust'], total: '2' });

    // From the appointment's first day, once the deadline scan ran (the filing it plans for the trust that day
    // may restate the trust before the scan's own pass does)
    now = new Date('2026-12-10T08:00:00Z');
    await app().app.get(DeadlineScanService).scanAll();
    expect(await row(appointed)).toBe('compliant');

    // The last day still counts; the day after, the deadline scan turns the list
    now = new Date('2026-12-15T20:00:00Z');
    await app().app.get(DeadlineScanService).restandTrusts(user.accountId);
    expect(await row(resigning)).toBe('compliant');
    now = new Date('2026-12-16T08:00:00Z');
    expect((await page(resigning)).relationships.missingRelationships).toEqual(['trustee']);
    await app().app.get(DeadlineScanService).scanAll();
    expect(await row(resigning)).toBe('attention');
    expect(await row(steady)).toBe('compliant');
    expect(await attention()).toEqual({ names: ['Resigned Trust', 'Resigning Trust'], total: '2' });
    expect((await app().app.get(DeadlineScanService).scanAll()).trustsChanged).toBe(0);
  });
});

import {
  agentTrackingFrom,
  create,
  type Filing,
  filingsOf,
  onTheDeadlineDay,
  trackFrom,
} from './deadline-spec-support';
import { useTestApp } from './test-app';

/** Decision 0064: corrected dates and a later tracked-from day leave no plan the facts no longer call for. */
describe('deadline plans after corrected facts', () => {
  const app = useTestApp();
  onTheDeadlineDay(app);

  it('keeps the returns due before a later tracked-from day as history, not overdue', async () => {
    const agent = await agentTrackingFrom(app(), '2019-01-01');
    const company = await create(agent, {
      type: 'company',
      name: 'Tracked Co',
      incorporationDate: '2020-06-15',
    });
    const overdue = async () =>
      (await filingsOf(agent, company, 'annual_return'))
        .filter((f) => f.status === 'overdue')
        .map((f) => f.dueDate);
    expect((await overdue()).length).toBeGreaterThanOrEqual(5);
    await trackFrom(agent, '2026-01-01');
    // Only the 2026 return, due after tracking began, is still overdue
    expect(await overdue()).toEqual(['2026-07-28']);
    const history = (await filingsOf(agent, company, 'annual_return')).filter(
      (f) => f.dueDate < '2026-01-01',
    );
    expect(history.every((f) => f.status === 'not_required' && f.notes.startsWith('Before tracking'))).toBe(
      true,
    );
    await trackFrom(agent, '2019-01-01');
    expect((await overdue()).length).toBeGreaterThanOrEqual(5);
  });

  it('withdraws the plans of an incorporation date that was corrected, and reopens them when it is corrected back', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    const company = await create(agent, {
      type: 'company',
      name: 'Moved Co',
      incorporationDate: '2024-03-15',
    });
    const correct = (incorporationDate: string) =>
      agent.patch(`/api/entities/${company}`).send({ type: 'company', incorporationDate }).expect(200);
    const open = async () =>
      (await agent.get(`/api/entities/${company}/filings`).expect(200)).body
        .filter((f: Filing) => f.status !== 'not_required')
        .map((f: Filing) => `${f.requirementType} ${f.dueDate}`)
        .sort();
    const before = await open();
    expect(before).toContain('beneficial_ownership_filing 2024-04-03');

    await correct('2024-07-10');
    // The July anniversaries' returns (30 business days after) and the BO filing 10 business days after
    expect(await open()).toEqual([
      'annual_return 2025-08-21',
      'annual_return 2026-08-24',
      'annual_return 2027-08-23',
      'beneficial_ownership_filing 2024-07-24',
    ]);
    const withdrawn = (await agent.get(`/api/entities/${company}/filings`).expect(200)).body.filter(
      (f: Filing) => f.status === 'not_required',
    );
    expect(withdrawn.map((f: Filing) => f.dueDate).sort()).toEqual(
      before.map((plan: string) => plan.split(' ')[1]).sort(),
    );
    expect(withdrawn[0].notes).toMatch(/^No longer required: /);

    await correct('2024-03-15');
    expect(await open()).toEqual(expect.arrayContaining(before));
  });

  it('plans no tax return for a year of assessment that ended before the trust deed', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    const trust = await create(agent, {
      type: 'trust',
      name: 'Young Trust',
      trustType: 'discretionary',
      trustDeedDate: '2025-05-01',
    });
    const seasons = async () =>
      (await filingsOf(agent, trust, 'trust_tax_return'))
        .filter((f) => f.status !== 'not_required')
        .map((f) => f.dueDate);
    // The 2025 season files the year that ended in February 2025, before the deed
    expect(await seasons()).toEqual(['2027-01-18']);
    await agent
      .patch(`/api/entities/${trust}`)
      .send({ type: 'trust', trustDeedDate: '2024-06-01' })
      .expect(200);
    expect(await seasons()).toEqual(['2026-01-19', '2027-01-18']);
    await agent
      .patch(`/api/entities/${trust}`)
      .send({ type: 'trust', trustDeedDate: '2025-05-01' })
      .expect(200);
    expect(await seasons()).toEqual(['2027-01-18']);
  });
});

import {
  agentTrackingFrom,
  type Agent,
  create,
  type Filing,
  onTheDeadlineDay,
} from './deadline-spec-support';
import { useTestApp } from './test-app';

const CIPC_DUTIES = ['annual_return', 'beneficial_ownership_filing'];

/** Decision 0071: CIPC duties follow the company's jurisdiction. */
describe('CIPC duties by jurisdiction', () => {
  const app = useTestApp();
  onTheDeadlineDay(app);

  const company = (agent: Agent, fields: Record<string, unknown>) =>
    create(agent, { type: 'company', name: 'Jurisdiction Co', incorporationDate: '2024-03-15', ...fields });
  const cipcFilings = async (agent: Agent, entityId: number): Promise<Filing[]> =>
    (await agent.get(`/api/entities/${entityId}/filings`).expect(200)).body.filter((f: Filing) =>
      CIPC_DUTIES.includes(f.requirementType),
    );
  const open = async (agent: Agent, entityId: number) =>
    (await cipcFilings(agent, entityId))
      .filter((f) => f.status !== 'not_required')
      .map((f) => `${f.requirementType} ${f.dueDate}`)
      .sort();
  const moveTo = (agent: Agent, entityId: number, country: string) =>
    agent.patch(`/api/entities/${entityId}`).send({ type: 'company', country }).expect(200);

  it('plans no CIPC annual return or BO filing for a foreign company without a South African registration', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    const foreign = await company(agent, { country: 'United Kingdom', registrationNumber: '09876543' });
    expect(await cipcFilings(agent, foreign)).toEqual([]);
  });

  it('plans both for a South African company, whether its country is named or left empty', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    for (const country of ['South Africa', 'ZA', '']) {
      const local = await company(agent, { country });
      expect(await open(agent, local)).toEqual(
        expect.arrayContaining(['beneficial_ownership_filing 2024-04-03', 'annual_return 2027-04-30']),
      );
    }
  });

  it('plans both for a foreign company registered in South Africa as an external company', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    const external = await company(agent, {
      country: 'United Kingdom',
      registrationNumber: '2024/123456/10',
    });
    expect(await open(agent, external)).toEqual(
      expect.arrayContaining(['beneficial_ownership_filing 2024-04-03', 'annual_return 2027-04-30']),
    );
  });

  it('withdraws the open CIPC plans when the country becomes foreign, and plans them again when it is corrected back', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    const moved = await company(agent, { country: 'South Africa' });
    const before = await open(agent, moved);
    expect(before.length).toBeGreaterThanOrEqual(2);

    await moveTo(agent, moved, 'United Kingdom');
    expect(await open(agent, moved)).toEqual([]);
    const withdrawn = await cipcFilings(agent, moved);
    expect(withdrawn.length).toBe(before.length);
    for (const filing of withdrawn)
      expect(filing.notes).toMatch(/^No longer required: .*United Kingdom.*no South African registration/);

    await moveTo(agent, moved, 'South Africa');
    expect(await open(agent, moved)).toEqual(before);
  });

  it('plans the CIPC duties of a company whose country is corrected from foreign to South Africa', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    const corrected = await company(agent, { country: 'United Kingdom' });
    expect(await cipcFilings(agent, corrected)).toEqual([]);
    await moveTo(agent, corrected, 'South Africa');
    expect(await open(agent, corrected)).toEqual(
      expect.arrayContaining(['beneficial_ownership_filing 2024-04-03', 'annual_return 2027-04-30']),
    );
  });
});

import { REQUIRED_TRUST_DOCUMENTS } from '@ledgerline/contracts';
import { CLOCK, type Clock } from '../src/shared/clock';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import {
  type Agent,
  createEntity,
  createFiling,
  createRelationship,
  names,
  totalCount,
  updateSubscription,
  uploadFile,
} from './list-spec-support';
import { registeredAgent, useTestApp } from './test-app';

/**
 * The trusts list shows the compliance page's verdict (docs/decisions/0076): roles, documents and overdue
 * filings, kept ready on the entity row with its reasons, so the list, its Non-Compliant count and the
 * compliance route never disagree.
 */
describe("the trusts list's compliance is the compliance page's verdict", () => {
  const app = useTestApp();
  let now = new Date('2026-11-28T08:00:00Z');
  beforeEach(() => jest.spyOn(app().app.get<Clock>(CLOCK), 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  const trustWithParties = async (agent: Agent, name: string, roles: string[]) => {
    const trust = await createEntity(agent, { type: 'trust', name, trustType: 'family' });
    for (const type of roles) {
      const party = await createEntity(agent, { type: 'individual', name: `${name} ${type}` });
      await createRelationship(agent, { sourceEntityId: party, targetEntityId: trust, type });
    }
    return trust;
  };

  it('agrees with GET /api/compliance/status on roles, documents and filings, and says why', async () => {
    const { agent, user } = await registeredAgent(app());
    await updateSubscription(agent, { userId: user.id, tier: 'standard' });
    const all = ['founder', 'trustee', 'beneficiary'];
    const undocumented = await trustWithParties(agent, 'Undocumented Trust', all);
    const complete = await trustWithParties(agent, 'Complete Trust', all);
    const partial = await trustWithParties(agent, 'Partial Trust', ['founder', 'trustee']);
    for (const documentType of REQUIRED_TRUST_DOCUMENTS)
      for (const trust of [complete, partial])
        await uploadFile(agent, trust, `${documentType}.pdf`, { documentType });

    const row = async (id: number) => (await agent.get(`/api/entities/${id}`).expect(200)).body;
    const status = async (id: number) => (await agent.get(`/api/compliance/status/${id}`).expect(200)).body;
    const agrees = async (id: number) => {
      const [listed, verdict] = [await row(id), await status(id)];
      expect(listed.compliance).toBe(verdict.isCompliant ? 'compliant' : 'attention');
      expect(listed.complianceIssues).toEqual({
        missingRelationships: verdict.missingRelationships,
        missingDocuments: verdict.missingDocuments,
        overdueFilings: verdict.overdueFilings,
      });
      return listed;
    };
    const attention = async () => {
      const response = await agent.get('/api/entities?type=trust&compliance=attention&sort=name').expect(200);
      return { names: names(response.body), total: totalCount(response) };
    };

    // Every party present, no documents: the page says Attention Required, and so does the list
    expect((await agrees(undocumented)).complianceIssues.missingDocuments).toEqual([
      ...REQUIRED_TRUST_DOCUMENTS,
    ]);
    expect((await agrees(complete)).compliance).toBe('compliant');
    expect((await agrees(partial)).complianceIssues.missingRelationships).toEqual(['beneficiary']);
    expect(await attention()).toEqual({ names: ['Partial Trust', 'Undocumented Trust'], total: '2' });

    // An overdue filing turns a complete trust; marking it submitted turns it back
    const overdue = await createFiling(agent, {
      entityId: complete,
      requirementType: 'trust_tax_return',
      dueDate: '2026-10-31',
      status: 'pending',
    });
    expect((await agrees(complete)).complianceIssues.overdueFilings).toBe(1);
    await agent
      .patch(`/api/compliance/filing-requirements/${overdue}`)
      .send({ status: 'submitted' })
      .expect(200);
    expect((await agrees(complete)).compliance).toBe('compliant');

    // A filing due on 30 November is overdue from 1 December: the deadline scan turns the list then
    await createFiling(agent, {
      entityId: complete,
      requirementType: 'trust_bo_register',
      dueDate: '2026-11-30',
      status: 'pending',
    });
    expect((await agrees(complete)).compliance).toBe('compliant');
    now = new Date('2026-12-01T08:00:00Z');
    await app().app.get(DeadlineScanService).scanAll();
    expect((await agrees(complete)).complianceIssues.overdueFilings).toBe(1);

    // A document marked expired no longer counts
    const documents = (await agent.get(`/api/entities/${partial}/files`).expect(200)).body as {
      id: number;
      documentType: string;
    }[];
    const deed = documents.find((d) => d.documentType === 'trust_deed');
    await agent.patch(`/api/compliance/files/${deed?.id}`).send({ validationStatus: 'expired' }).expect(200);
    expect((await agrees(partial)).complianceIssues.missingDocuments).toEqual(['trust_deed']);
    expect(await attention()).toEqual({
      names: ['Complete Trust', 'Partial Trust', 'Undocumented Trust'],
      total: '3',
    });
  });
});

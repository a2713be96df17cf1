import { CLOCK, type Clock } from '../src/shared/clock';
import { registeredAgent, type TestApp } from './test-app';

/** Helpers of the deadline-date specs: entities, links and filings through the REST routes, on a fixed day. */
export type Agent = Awaited<ReturnType<typeof registeredAgent>>['agent'];
export interface Filing {
  id: number;
  requirementType: string;
  dueDate: string;
  status: string;
  notes: string;
  provisional?: boolean;
}

export const create = async (agent: Agent, fields: Record<string, unknown>): Promise<number> =>
  (await agent.post('/api/entities').send(fields).expect(201)).body.id;
export const relate = async (agent: Agent, fields: Record<string, unknown>): Promise<number> =>
  (await agent.post('/api/relationships').send(fields).expect(201)).body.id;
export const filingsOf = async (agent: Agent, entityId: number, type: string): Promise<Filing[]> =>
  (await agent.get(`/api/entities/${entityId}/filings`).expect(200)).body
    .filter((f: Filing) => f.requirementType === type)
    .sort((a: Filing, b: Filing) => a.dueDate.localeCompare(b.dueDate));
export const trackFrom = (agent: Agent, trackedFrom: string) =>
  agent.patch('/api/account/settings').send({ trackedFrom }).expect(200);

/** The expectations name the years before and after 25 November 2026: the clock stays there. */
export function onTheDeadlineDay(app: () => TestApp): void {
  beforeEach(() =>
    jest.spyOn(app().app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date('2026-11-25T08:00:00Z')),
  );
  afterEach(() => jest.restoreAllMocks());
}

export const agentTrackingFrom = async (app: TestApp, trackedFrom: string): Promise<Agent> => {
  const { agent } = await registeredAgent(app);
  await trackFrom(agent, trackedFrom);
  return agent;
};

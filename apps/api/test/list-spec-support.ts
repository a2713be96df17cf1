/** What the list specs share: records made through the API, the total header and the refused queries. */
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';
import { localDay } from '@ledgerline/contracts';

export type Agent = ReturnType<TestApp['agent']>;

/** The real app in a fresh data folder with one registered account (the first user: the installation's admin). */
export async function startWithAccount(username?: string) {
  const app = await startTestApp();
  const { agent, user } = await registeredAgent(app, username);
  return { app, agent, user };
}

export async function stopTestApp(app: TestApp): Promise<void> {
  await app.close();
  removeDataDir(app.dataDir);
}

const created = async (agent: Agent, url: string, body: object): Promise<number> =>
  (await agent.post(url).send(body).expect(201)).body.id as number;

export const createEntity = (agent: Agent, body: object) => created(agent, '/api/entities', body);
export const createRelationship = (agent: Agent, body: object) => created(agent, '/api/relationships', body);
export const createAsset = (agent: Agent, body: object) => created(agent, '/api/assets', body);
export const createGroup = (agent: Agent, name: string, description?: string) =>
  created(agent, '/api/groups', { name, description });
export const createFiling = (agent: Agent, body: object) =>
  created(agent, '/api/compliance/filing-requirements', body);

/** Changes a user's plan: an admin's call (the first user of a fresh install is its admin). */
export async function updateSubscription(
  admin: Agent,
  change: { userId: number; tier: string; status?: string },
): Promise<void> {
  await admin.post('/api/subscription/update').send(change).expect(200);
}

export async function addToGroup(agent: Agent, groupId: number, entityId: number): Promise<void> {
  await agent.post(`/api/groups/${groupId}/entities/${entityId}`).expect(201);
}

/** Uploads a small PDF named `filename` to an entity, with the form fields of the upload route. */
export async function uploadFile(
  agent: Agent,
  entityId: number,
  filename: string,
  fields: Record<string, string>,
): Promise<number> {
  let request = agent.post(`/api/entities/${entityId}/files`);
  for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
  const response = await request
    .attach('file', Buffer.from(`%PDF-1.4\n${filename}\n%%EOF\n`), {
      filename,
      contentType: 'application/pdf',
    })
    .expect(201);
  return response.body.id as number;
}

/** An ISO date `offset` days from today in South Africa, the server's today (negative: in the past). */
export const daysFromToday = (offset: number): string => localDay(Date.now() + offset * 86_400_000);

/** The `X-Total-Count` a list route answers with: every match, not only the rows of the page. */
export const totalCount = (response: { headers: Record<string, string> }): string | undefined =>
  response.headers['x-total-count'];

export const names = (rows: readonly { name: string }[]): string[] => rows.map((row) => row.name);
export const idsOf = (rows: readonly { id: number }[]): number[] => rows.map((row) => row.id);

/** A refused query: the query string, the field its 400 names, and the message (or a matcher of it). */
export type Refusal = readonly [query: string, field: string, message: unknown];

/**
 * One spec per refusal: GET `path?query` answers 400 with an error naming the parameter. `agent` and
 * `path` are read when the spec runs, after the describe's `beforeAll` has made them.
 */
export function itRefuses(
  agent: () => Agent,
  path: string | (() => string),
  refusals: readonly Refusal[],
): void {
  it.each(refusals)('refuses ?%s with a 400 naming the parameter', async (query, field, message) => {
    const url = typeof path === 'string' ? path : path();
    const response = await agent().get(`${url}?${query}`).expect(400);
    expect(response.body.errors).toContainEqual({ field, message });
  });
}

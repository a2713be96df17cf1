import { expectValidBods } from '../src/modules/bods/testing/shared-bods-schema';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** Records made over HTTP, as a user would: each answers the new id. */
export const registerMaker = (agent: Agent) => ({
  entity: async (type: string, name: string, extra: object = {}) =>
    (
      await agent
        .post('/api/entities')
        .send({ type, name, ...extra })
        .expect(201)
    ).body.id as number,
  link: async (sourceEntityId: number, targetEntityId: number, type: string, extra: object = {}) =>
    (
      await agent
        .post('/api/relationships')
        .send({ sourceEntityId, targetEntityId, type, ...extra })
        .expect(201)
    ).body.id as number,
});

/** A BODS export as the client receives it (an attachment), checked against the shared BODS 0.4 schema. */
export async function bodsExport<T = Record<string, unknown>>(agent: Agent, path: string): Promise<T[]> {
  const response = await agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${String(response.body)}`);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const statements = JSON.parse(response.body as string) as T[];
  expectValidBods(statements);
  return statements;
}

import { localDay } from '@ledgerline/contracts';
import { type TestApp, uniqueName } from './test-app';

/** `offset` days from the server's today. */
export const dayFromToday = (offset: number) => localDay(Date.now() + offset * 86_400_000);

/** A new user with an e-mail address and one company, and a way to add filings due `offset` days from today. */
export async function userWithCompany(on: TestApp, companyName = uniqueName('Co ')) {
  const email = `${uniqueName('u')}@example.com`;
  const agent = on.agent();
  await agent
    .post('/api/register')
    .send({ username: uniqueName(), password: 'secret123', email })
    .expect(201);
  const entityId = (await agent.post('/api/entities').send({ type: 'company', name: companyName })).body
    .id as number;
  const addFiling = (offset: number, requirementType = 'annual_return') =>
    agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType, dueDate: dayFromToday(offset) })
      .expect(201);
  return { agent, email, entityId, addFiling };
}

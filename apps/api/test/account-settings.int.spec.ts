import { localDay } from '@ledgerline/contracts';
import { registeredAgent, useTestApp } from './test-app';

describe('account settings', () => {
  const app = useTestApp();

  it('tracks deadlines from the day the account was opened until its owner sets another day', async () => {
    const { agent } = await registeredAgent(app());
    const today = localDay(new Date());
    const { username } = (await agent.get('/api/user').expect(200)).body as { username: string };
    expect((await agent.get('/api/account/settings').expect(200)).body).toEqual({
      openedOn: today,
      trackedFrom: today,
      timeZone: 'Africa/Johannesburg',
      defaultTimeZone: 'Africa/Johannesburg',
      currency: 'ZAR',
      name: `${username} (account)`,
      defaultName: `${username} (account)`,
    });
    const changed = await agent
      .patch('/api/account/settings')
      .send({ trackedFrom: '2024-03-01' })
      .expect(200);
    expect(changed.body).toMatchObject({ openedOn: today, trackedFrom: '2024-03-01' });
    expect((await agent.get('/api/account/settings')).body.trackedFrom).toBe('2024-03-01');
  });

  it('refuses a day that does not exist and one in the future, naming the field; ignores what it does not define', async () => {
    const { agent } = await registeredAgent(app());
    const invalid = await agent
      .patch('/api/account/settings')
      .send({ trackedFrom: '2023-02-29' })
      .expect(400);
    expect(JSON.stringify(invalid.body)).toContain('trackedFrom');
    const future = await agent.patch('/api/account/settings').send({ trackedFrom: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain('Tracked-from date cannot be in the future');
    // docs/decisions/0057: a client may send the settings back as it read them
    const sentBack = { ...(await agent.get('/api/account/settings').expect(200)).body, currency: 'EUR' };
    const saved = await agent.patch('/api/account/settings').send({ ...sentBack, colour: 'blue' });
    expect([saved.status, saved.body.message]).toEqual([200, undefined]);
    expect(saved.body).toMatchObject({ currency: 'EUR' });
    expect(saved.body).not.toHaveProperty('colour');
  });

  it('shows money in rand until the owner chooses another currency', async () => {
    const { agent } = await registeredAgent(app());
    const changed = await agent.patch('/api/account/settings').send({ currency: 'usd' }).expect(200);
    expect(changed.body.currency).toBe('USD');
    expect((await agent.get('/api/account/settings')).body).toMatchObject({
      currency: 'USD',
      timeZone: 'Africa/Johannesburg',
    });
    const refused = await agent.patch('/api/account/settings').send({ currency: 'XYZ' }).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'currency' })]);
    expect((await agent.get('/api/account/settings')).body.currency).toBe('USD');
  });

  it('is only for a signed-in user', async () => {
    await app().agent().get('/api/account/settings').expect(401);
    await app().agent().patch('/api/account/settings').send({ trackedFrom: '2024-03-01' }).expect(401);
  });
});

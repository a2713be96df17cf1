import type { AccountRole, SubscriptionTier } from '@ledgerline/contracts';
import { registeredAgent, type TestApp, uniqueName } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** The installation's first user is its admin: specs register it first and change plans with it. */
export async function installationAdmin(app: TestApp): Promise<Agent> {
  const { agent, user } = await registeredAgent(app, uniqueName('installer'));
  if (user.role !== 'admin') throw new Error('The installation admin must be the first user registered');
  return agent;
}

export async function setPlan(admin: Agent, userId: number, tier: SubscriptionTier) {
  await admin.post('/api/subscription/update').send({ userId, tier, status: 'active' }).expect(200);
}

export async function invite(
  owner: Agent,
  role: AccountRole,
  email = `${uniqueName('colleague')}@example.co.za`,
) {
  const response = await owner.post('/api/account/invitations').send({ email, role });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${response.text}`);
  return response.body as { id: string; token: string; url: string; expiresAt: string };
}

/** Signs a new user up by the invitation's link; answers the agent, signed in, and the user. */
export async function signUpByInvitation(app: TestApp, token: string, username = uniqueName('member')) {
  const agent = app.agent();
  const response = await agent
    .post(`/api/invitations/${token}/accept`)
    .send({ username, password: 'secret123', email: `${username}@example.co.za` });
  if (response.status !== 200) throw new Error(`accept failed: ${response.status} ${response.text}`);
  return {
    agent,
    user: response.body as { id: number; username: string; accountId: number; accountRole: AccountRole },
  };
}

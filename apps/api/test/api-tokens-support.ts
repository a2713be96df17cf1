import request from 'supertest';
import { registeredAgent, type TestApp, uniqueName } from './test-app';

type Agent = Awaited<ReturnType<typeof registeredAgent>>['agent'];

/** The installation's first user, its admin; call before any other user registers. */
export const installationAdmin = (app: TestApp) => registeredAgent(app, uniqueName('admin'));

/** A user whose account the admin moved to `tier`. */
export async function userOnPlan(app: TestApp, admin: Agent, tier: string) {
  const user = await registeredAgent(app);
  const changed = await admin
    .post('/api/subscription/update')
    .send({ userId: user.user.id, tier, status: 'active' });
  if (changed.status !== 200) throw new Error(`plan change failed: ${changed.status} ${changed.text}`);
  return user;
}

export async function createToken(
  agent: Agent,
  body: { name?: string; scopes?: string[]; expiresAt?: string | null } = {},
): Promise<{ id: string; token: string }> {
  const answer = await agent
    .post('/api/account/tokens')
    .send({ name: 'CI', scopes: ['read', 'write'], expiresAt: null, ...body });
  if (answer.status !== 201) throw new Error(`token refused: ${answer.status} ${answer.text}`);
  return answer.body as { id: string; token: string };
}

/** A cookie-less client carrying the token, as a script would. */
export const withToken = (app: TestApp, token: string) => {
  const server = app.app.getHttpServer();
  return {
    get: (path: string) => request(server).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => request(server).post(path).set('Authorization', `Bearer ${token}`),
    delete: (path: string) => request(server).delete(path).set('Authorization', `Bearer ${token}`),
  };
};

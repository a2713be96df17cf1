import { registeredAgent, useTestApp } from './test-app';

type Registered = Awaited<ReturnType<typeof registeredAgent>>;

describe('the last-admin rule under concurrency', () => {
  const testApp = useTestApp();

  const admins = async (viewer: Registered): Promise<number[]> => {
    const users = (await viewer.agent.get('/api/admin/users')).body as { id: number; role: string }[];
    return users.filter((user) => user.role === 'admin').map((user) => user.id);
  };

  it('two admins demoting or deleting each other at once always leave exactly one admin', async () => {
    let survivor = await registeredAgent(testApp());
    for (let round = 0; round < 16; round++) {
      const rival = await registeredAgent(testApp());
      await survivor.agent.patch(`/api/admin/users/${rival.user.id}`).send({ isAdmin: true }).expect(200);
      expect((await admins(survivor)).sort()).toEqual([survivor.user.id, rival.user.id].sort());

      const remove = (by: Registered, target: Registered) =>
        round % 2 === 0
          ? by.agent.patch(`/api/admin/users/${target.user.id}`).send({ isAdmin: false })
          : by.agent.delete(`/api/admin/users/${target.user.id}`);
      const answers = await Promise.all([remove(survivor, rival), remove(rival, survivor)]);

      // The loser is refused as the last admin (409), or already demoted (403) or deleted (401) by then.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect([401, 403, 409]).toContain(statuses.find((status) => status !== 200));
      const winner = answers[0].status === 200 ? survivor : rival;
      expect(await admins(winner)).toEqual([winner.user.id]);
      survivor = winner;
    }
  });
});

import { useTestApp } from './test-app';

describe('health and readiness', () => {
  describe('with every store answering', () => {
    const testApp = useTestApp();

    it('reports each store up and is ready', async () => {
      const health = await testApp().agent().get('/api/health');
      expect(health.body).toMatchObject({
        status: 'ok',
        stores: {
          eventStore: { status: 'up', adapter: 'sqlite' },
          readStore: { status: 'up', adapter: 'sqlite' },
          sessions: { status: 'up', adapter: 'sqlite' },
        },
      });
      expect((await testApp().agent().get('/api/health/ready')).status).toBe(200);
    });
  });

  describe('with Redis configured but gone', () => {
    // Nothing listens on port 1: the sessions/ids store is unreachable from the start.
    const testApp = useTestApp({ redisUrl: 'redis://127.0.0.1:1' });

    it('says which store is down, within the probe timeout, and is not ready (503 with Retry-After)', async () => {
      const started = Date.now();
      const health = await testApp().agent().get('/api/health');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('degraded');
      expect(health.body.stores.sessions).toMatchObject({ status: 'down', adapter: 'redis' });
      const ready = await testApp().agent().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.body.message).toBe('A store this API needs does not answer');
    });
  });
});

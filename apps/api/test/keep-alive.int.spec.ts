import type { Server } from 'node:http';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { removeDataDir, startTestApp, type TestApp } from './test-app';

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

/** Writes one request on the socket and resolves with the status line once the whole answer has come back. */
const askOver = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const [head, body = ''] = received.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      if (Buffer.byteLength(body, 'latin1') < length) return;
      socket.off('data', onData);
      resolve(head.split('\r\n')[0]);
    };
    socket.on('data', onData);
    socket.write(HEALTH);
  });

describe('idle keep-alive connections (AppConfig.httpKeepAliveMs)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) {
      await app.close();
      removeDataDir(app.dataDir);
    }
  });

  it('stay open 65 s by default, with the headers timeout above it', async () => {
    const app = await startTestApp();
    apps.push(app);
    const server = app.app.getHttpServer() as Server;
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(65_000);
  });

  it('serve the next request while open, and are closed by the server once idle for longer', async () => {
    const app = await startTestApp(undefined, { httpKeepAliveMs: 400 });
    apps.push(app);
    await app.app.listen(0, '127.0.0.1');
    const { port } = (app.app.getHttpServer() as Server).address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<number>((resolve) => socket.on('end', () => resolve(Date.now())));
    try {
      expect(await askOver(socket)).toBe('HTTP/1.1 200 OK');
      await sleep(100);
      expect(await askOver(socket)).toBe('HTTP/1.1 200 OK');
      const idleFrom = Date.now();
      // Node closes an idle connection about a second after its keep-alive timeout (its grace for slow
      // clients): here after ~1.4 s, with Node's own 5 s after ~6 s.
      const idleFor = (await closed) - idleFrom;
      expect(idleFor).toBeGreaterThanOrEqual(300);
      expect(idleFor).toBeLessThan(4_000);
    } finally {
      socket.destroy();
    }
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The reads benchmark's plain baseline, in its own process like the API: a bare node:http server that
 * answers `GET /bytes/{n}` with a fixed JSON body of exactly n bytes (built once per size), so each product
 * figure can be set against what this machine and load generator do for an answer of the same size.
 */
const bodies = new Map<number, Buffer>();

function bodyOf(bytes: number): Buffer {
  let body = bodies.get(bytes);
  if (!body) {
    const frame = '{"padding":""}';
    body = Buffer.from(`{"padding":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`);
    bodies.set(bytes, body);
  }
  return body;
}

const server = createServer((request, response) => {
  const match = /^\/bytes\/(\d+)$/.exec(request.url ?? '');
  const body = bodyOf(match ? Number(match[1]) : 0);
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

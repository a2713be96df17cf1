import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Jest registers tests synchronously, so "is the dependency there?" must be answered before any await:
 * the probe runs in a short-lived child process and reports through its exit code.
 */
function probe(script: string, arg: string): boolean {
  try {
    execFileSync(process.execPath, ['-e', script, arg], { timeout: 4000, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const REDIS_PING = `
const url = new URL(process.argv[1]);
const socket = require('node:net').connect(Number(url.port || 6379), url.hostname);
socket.setTimeout(1500, () => process.exit(1));
socket.on('error', () => process.exit(1));
socket.on('connect', () => socket.write('PING\\r\\n'));
socket.on('data', (chunk) => process.exit(/PONG|NOAUTH/.test(String(chunk)) ? 0 : 1));
`;

const DOCKER_PING = `
const target = process.argv[1];
const options = target.startsWith('tcp://')
  ? { host: new URL(target).hostname, port: Number(new URL(target).port) }
  : { socketPath: target.replace(/^unix:\\/\\//, '') };
const request = require('node:http').get({ ...options, path: '/_ping', timeout: 1500 }, (response) =>
  process.exit(response.statusCode === 200 ? 0 : 1),
);
request.on('error', () => process.exit(1));
request.on('timeout', () => process.exit(1));
`;

export function redisAnswers(redisUrl: string): boolean {
  return probe(REDIS_PING, redisUrl);
}

export function dockerAnswers(): boolean {
  const home = process.env.HOME ?? '';
  const candidates = [
    process.env.DOCKER_HOST,
    '/var/run/docker.sock',
    `${home}/.docker/run/docker.sock`,
    `${home}/.docker/desktop/docker.sock`,
  ].filter((target): target is string => Boolean(target));
  return candidates.some(
    (target) => (target.startsWith('tcp://') || existsSync(target)) && probe(DOCKER_PING, target),
  );
}

/** One clear line on stdout, outside Jest's console buffering, so CI logs show what did not run. */
export function announceSkip(message: string): void {
  process.stdout.write(`skipped: ${message}\n`);
}

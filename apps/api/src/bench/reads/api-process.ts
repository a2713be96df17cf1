import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { SCRIPTS, startNodeScript, stopChild } from './node-child';

/** A free TCP port on the loopback interface (the benchmark's servers listen only there). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/** The API as it is deployed on the embedded profile: `node apps/api/dist/main.js`, in its own process. */
export class ApiProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly origin: string,
    readonly logFile: string,
  ) {}

  static async start(
    dataDir: string,
    logFile: string,
    deadlineScanMs: number,
    settings: Record<string, string> = {},
  ): Promise<ApiProcess> {
    const port = await freePort();
    // No web app: only /api is measured.
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: '',
      DEADLINE_SCAN_MS: String(deadlineScanMs),
      ...settings,
    };
    const child = startNodeScript(SCRIPTS.api, env, logFile);
    return new ApiProcess(child, `http://127.0.0.1:${port}`, logFile);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  exitStatus(): string | null {
    const { exitCode, signalCode } = this.child;
    return exitCode === null && signalCode === null ? null : String(signalCode ?? exitCode);
  }

  logTail(lines = 30): string {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}

/** A plain baseline server in its own process (baseline-server.ts unless another script is given). */
export class BaselineProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly origin: string,
  ) {}

  static async start(script = SCRIPTS.baselineServer): Promise<BaselineProcess> {
    const child = startNodeScript(script, { PORT: '0' });
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The baseline server did not start')), 10_000);
      child.once('exit', (code) => reject(new Error(`The baseline server exited with ${code}`)));
      child.stdout?.once('data', (line: Buffer) => {
        clearTimeout(timer);
        resolve((JSON.parse(String(line)) as { port: number }).port);
      });
    });
    return new BaselineProcess(child, `http://127.0.0.1:${port}`);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  pathFor(bytes: number): string {
    return `/bytes/${Math.round(bytes)}`;
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}

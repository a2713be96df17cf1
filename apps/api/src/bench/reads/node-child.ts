import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

/** Built entry points next to this file in dist/ (the benchmark runs the compiled product). */
export const SCRIPTS = {
  api: join(__dirname, '..', '..', 'main.js'),
  rebuildProjections: join(__dirname, '..', '..', 'cli', 'rebuild-projections.js'),
  seed: join(__dirname, 'seed-main.js'),
  baselineServer: join(__dirname, 'baseline-server.js'),
  plainCreateServer: join(__dirname, '..', 'creates', 'plain-create-server.js'),
};

/**
 * With BENCH_CPU_PROF_DIR set, every server a benchmark starts writes a V8 CPU profile there when it exits
 * (`--cpu-prof` is not allowed in NODE_OPTIONS, so it is passed here).
 */
const profiled = (script: string): string[] =>
  process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`, script]
    : [script];

/** Runs a script to completion with its output on ours (its progress lines show as they come). */
export function runNodeScript(script: string, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, profiled(script), {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${signal ?? code}`)),
    );
  });
}

/** Starts a long-running script; its output goes to `logFile`, or is piped when no file is given. */
export function startNodeScript(script: string, env: Record<string, string>, logFile?: string): ChildProcess {
  const output = logFile ? openSync(logFile, 'a') : 'pipe';
  return spawn(process.execPath, profiled(script), {
    env: { ...process.env, ...env },
    stdio: ['ignore', output, logFile ? output : 'inherit'],
  });
}

/** SIGTERM (the API closes its stores on it), SIGKILL if it has not exited after `timeoutMs`. */
export async function stopChild(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

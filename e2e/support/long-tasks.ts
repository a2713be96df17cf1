import { type Page, test } from '@playwright/test';

/**
 * Long tasks while the network loads and moves (none over 200 ms). Each task is put down to the phase
 * the spec was in when it started, with the scripts of the long animation frame holding it (its attribution).
 */
const LONG_TASK_BUDGET_MS = 200;
/**
 * What the spec asserts. Speed goals are measured by benchmarks, not timed tests: long tasks stretch with the
 * load of the machine running the spec (a loaded 2-core runner logged 358 ms for tasks of 100-200 ms), so the
 * 200 ms goal is only printed. The guard is over 4 times the longest task seen in some 40 runs here (163 ms,
 * at load averages up to 7) and half what the old drawing costs on this account (every box handed to echarts,
 * no clusters: a 1.3-1.6 s first draw, 0.7-1 s per focus click), so it fails on a return to that freeze.
 */
export const LONG_TASK_GUARD_MS = 750;

export interface LongTask {
  phase: string;
  duration: number;
  attribution: string;
}
/** A long task, or a long animation frame with the scripts that ran in it. */
interface Timed {
  name: string;
  startTime: number;
  duration: number;
  scripts?: { invoker: string; sourceFunctionName: string; duration: number }[];
}

export function recordLongTasks(page: Page) {
  return page.addInitScript(() => {
    const recorded = { tasks: [] as Timed[], frames: [] as Timed[] };
    Object.assign(globalThis, { recorded });
    const observe = (type: string, into: Timed[]) =>
      new PerformanceObserver((list) => into.push(...(list.getEntries() as unknown as Timed[]))).observe({
        type,
        buffered: true,
      } as never);
    observe('longtask', recorded.tasks);
    observe('long-animation-frame', recorded.frames);
  });
}

/** Marks the start of a phase in the page's timeline. */
export function phase(page: Page, name: string) {
  return page.evaluate((mark) => performance.mark(`phase:${mark}`), name);
}

/** The long tasks recorded since the page loaded, by phase (read before the page reloads). */
export function longTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => {
    const { tasks, frames } = (globalThis as unknown as { recorded: Record<string, Timed[]> }).recorded;
    const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('phase:'));
    return tasks!.map((task) => {
      // Tasks before the first mark are the page starting up: part of loading the dashboard.
      const mark = marks.filter((m) => m.startTime <= task.startTime).pop();
      const frame = frames!.find(
        (f) => f.startTime <= task.startTime + 1 && f.startTime + f.duration >= task.startTime,
      );
      const scripts = (frame?.scripts ?? [])
        .filter((script) => script.duration >= 10)
        .map((script) => `${script.invoker} ${script.sourceFunctionName} ${Math.round(script.duration)} ms`);
      return {
        phase: mark ? mark.name.slice('phase:'.length) : 'load',
        duration: Math.round(task.duration),
        attribution: scripts.join('; ') || 'no script (style, layout, paint)',
      };
    });
  });
}

/** Prints the long tasks by phase and the longest three with what ran in them; returns the longest. */
export function reportLongTasks(tasks: readonly LongTask[]): LongTask | undefined {
  const byPhase: Record<string, number[]> = {};
  for (const task of tasks) (byPhase[task.phase] ??= []).push(task.duration);
  const longest = [...tasks].sort((a, b) => b.duration - a.duration);
  const worst = longest[0]?.duration ?? 0;
  const summary = [
    `long tasks by phase (ms): ${JSON.stringify(byPhase)}`,
    ...longest.slice(0, 3).map((t) => `  ${t.duration} ms in '${t.phase}': ${t.attribution}`),
    `longest ${worst} ms: ${worst <= LONG_TASK_BUDGET_MS ? 'within' : 'OVER'} the ${LONG_TASK_BUDGET_MS} ms goal`,
  ].join('\n');
  test.info().annotations.push({ type: 'long tasks', description: summary });
  console.log(summary);
  return longest[0];
}

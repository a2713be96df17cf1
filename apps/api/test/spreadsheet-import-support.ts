import type { ImportJobView } from '@ledgerline/contracts';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** Polls the job until it is done or failed, as the web page and the CLI do. */
export async function waitForJob(agent: Agent, jobId: string, timeoutMs = 120_000): Promise<ImportJobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await agent.get(`/api/import/jobs/${jobId}`).expect(200)).body as ImportJobView;
    if (job.status === 'done' || job.status === 'failed' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

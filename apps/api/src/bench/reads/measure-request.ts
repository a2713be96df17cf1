import type { ApiProcess, BaselineProcess } from './api-process';
import { type LoadResult, runLoad } from './load';
import type { RssSampler } from './process-stats';
import type { ReadRequest } from './read-requests';
import type { ReadsOptions } from './reads-options';

export interface MeasuredRow {
  path: string;
  clients: number;
  product: LoadResult;
  /** The plain server answering a body of the product's mean answer size, same clients and duration. */
  baseline: LoadResult;
  /** Highest 100 ms RSS sample of the API while this row's product load ran. */
  rssPeakMb: number;
}

export interface MeasureContext {
  api: ApiProcess;
  baseline: BaselineProcess;
  cookie: string;
  sampler: RssSampler;
  options: ReadsOptions;
}

/** One client, then many; each product run is followed by its baseline run. */
export async function measureRequest(request: ReadRequest, context: MeasureContext): Promise<MeasuredRow[]> {
  const { api, baseline, cookie, sampler, options } = context;
  const headers = { cookie };
  // Warm-up (JIT, caches) of both servers; it also gives the answer size the baseline sends.
  const warmUp = await runLoad({ origin: api.origin, path: request.path, headers, clients: 1, seconds: 1 });
  await runLoad({
    origin: baseline.origin,
    path: baseline.pathFor(warmUp.meanBytes),
    clients: 1,
    seconds: 1,
  });
  const rows: MeasuredRow[] = [];
  for (const clients of [1, options.clients]) {
    const seconds = clients === 1 ? options.singleClientSeconds : options.seconds;
    sampler.resetWindow();
    const product = await runLoad({ origin: api.origin, path: request.path, headers, clients, seconds });
    const rssPeakMb = sampler.windowPeakMb;
    const bytes = product.requests > 0 ? product.meanBytes : warmUp.meanBytes;
    const plain = await runLoad({ origin: baseline.origin, path: baseline.pathFor(bytes), clients, seconds });
    rows.push({ path: request.path, clients, product, baseline: plain, rssPeakMb });
  }
  return rows;
}

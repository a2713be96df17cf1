import { printColdStart } from './cold-start-benchmark';
import { printPerCommandCost } from './per-command-cost-benchmark';
import { printSnapshotLoad } from './snapshot-benchmark';

/**
 * `commands` (per-command cost by account size) and the snapshot load with the cold-start criterion
 * (`snapshots`: a cold load from a snapshot against a replay, then `node apps/api/dist/main.js` on 100,000 events).
 */
export const commandCostBenchmarks: Record<string, (dir: string) => Promise<void>> = {
  commands: () => printPerCommandCost(),
  snapshots: async (dir) => {
    await printSnapshotLoad(dir);
    await printColdStart(dir);
  },
};

import type { DomainEventData, Evolver } from './decider';

/** One command waiting for its stream: its decision, and how to answer it. */
export interface QueuedCommand<M> {
  evolver: Evolver<unknown>;
  meta: M;
  decide: (state: unknown) => DomainEventData[];
  answer: (outcome: { position: bigint; decided: DomainEventData[] } | null) => void;
  refuse: (error: unknown) => void;
}

/** At most this many commands share one append, so one group's retry never holds a long queue of callers. */
const MAX_GROUP = 64;

/**
 * Commands on one stream take turns in this process, in arrival order (docs/decisions/0029); those that
 * arrived while the previous turn ran are decided together, each on the state the ones before it left, and
 * appended together (group commit): `run` answers each with its own events or refusal.
 */
export class StreamGroupCommit<M> {
  private readonly queues = new Map<string, QueuedCommand<M>[]>();

  constructor(private readonly run: (streamName: string, group: QueuedCommand<M>[]) => Promise<void>) {}

  enqueue(streamName: string, command: QueuedCommand<M>): void {
    const queue = this.queues.get(streamName);
    if (queue) {
      queue.push(command);
      return;
    }
    this.queues.set(streamName, [command]);
    void this.drain(streamName);
  }

  private async drain(streamName: string): Promise<void> {
    const queue = this.queues.get(streamName)!;
    // Let the commands that arrive in this turn of the event loop join the first group.
    await new Promise((turn) => setImmediate(turn));
    while (queue.length > 0) {
      const evolver = queue[0].evolver;
      let size = 1;
      while (size < queue.length && size < MAX_GROUP && queue[size].evolver === evolver) size += 1;
      const group = queue.splice(0, size);
      try {
        await this.run(streamName, group);
      } catch (error) {
        group.forEach((command) => command.refuse(error));
      }
    }
    this.queues.delete(streamName);
  }
}

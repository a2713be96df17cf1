import type { EventStore } from './event-store.port';
import { describeAppendContract } from './contract/append.contract';
import { describeReadContract } from './contract/read.contract';
import { describeSubscribeContract } from './contract/subscribe.contract';

export interface EventStoreContractOptions {
  /** The factory hands out an empty log (false for a shared server that other runs also write to). */
  startsEmpty: boolean;
}

export type EventStoreFactory = () => Promise<EventStore>;

/** The behaviour every EventStore adapter must share; each adapter's spec runs it once. */
export function describeEventStoreContract(
  name: string,
  factory: EventStoreFactory,
  options: EventStoreContractOptions = { startsEmpty: true },
): void {
  describe(`EventStore contract: ${name}`, () => {
    const context = { store: undefined as unknown as EventStore, options };

    beforeEach(async () => {
      context.store = await factory();
    });

    afterEach(async () => {
      await context.store.close();
    });

    describeAppendContract(context);
    describeReadContract(context);
    describeSubscribeContract(context);
  });
}

export interface ContractContext {
  store: EventStore;
  options: EventStoreContractOptions;
}

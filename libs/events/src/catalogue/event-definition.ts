import type { z } from 'zod';
import type { RecordedEvent } from '../store/event-envelope';

/** Turns an older stored shape of `data` into the current one. Stored events are never rewritten. */
export type Upcaster = (data: unknown, event: RecordedEvent) => unknown;

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  type: TType;
  schema: TSchema;
  /** Applied in order on read, before the schema parses the data. */
  upcasters?: Upcaster[];
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  schema: TSchema,
  upcasters: Upcaster[] = [],
): EventDefinition<TType, TSchema> {
  return { type, schema, upcasters };
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

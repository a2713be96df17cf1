import type { RecordedEvent } from '../store/event-envelope';
import type { EventDefinition } from './event-definition';

export class UnknownEventTypeError extends Error {
  constructor(readonly type: string) {
    super(`Unknown event type ${type}`);
  }
}

/** Registry of every stored event type: validates on write, upcasts and validates on read. */
export class EventCatalogue {
  private readonly definitions = new Map<string, EventDefinition>();

  constructor(definitions: EventDefinition[]) {
    for (const definition of definitions) {
      if (this.definitions.has(definition.type)) throw new Error(`Duplicate event type ${definition.type}`);
      this.definitions.set(definition.type, definition);
    }
  }

  /** Every stored event type, for read models that look at all of them. */
  types(): string[] {
    return [...this.definitions.keys()];
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  /** Parses data for a new event; throws a ZodError when the decider produced an invalid shape. */
  validate<T>(type: string, data: T): T {
    return this.definitionOf(type).schema.parse(data) as T;
  }

  /** Upcasts and parses a stored event into its current shape. */
  decode<E extends RecordedEvent>(event: E): E {
    const definition = this.definitionOf(event.type);
    const upcast = (definition.upcasters ?? []).reduce<unknown>((data, up) => up(data, event), event.data);
    return { ...event, data: definition.schema.parse(upcast) };
  }

  private definitionOf(type: string): EventDefinition {
    const definition = this.definitions.get(type);
    if (!definition) throw new UnknownEventTypeError(type);
    return definition;
  }
}

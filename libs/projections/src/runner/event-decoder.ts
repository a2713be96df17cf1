import type { EventCatalogue, RecordedEvent } from '@ledgerline/events';
import type { ProjectionLogger } from './projection-runner.types';

/** Decodes each event once for all projectors; unknown types are skipped, with one warning per type. */
export class EventDecoder {
  private readonly decoded = new WeakMap<RecordedEvent, RecordedEvent>();
  private readonly warnedTypes = new Set<string>();

  constructor(
    private readonly catalogue: EventCatalogue,
    private readonly logger: ProjectionLogger,
  ) {}

  decode(event: RecordedEvent): RecordedEvent | null {
    if (!this.catalogue.has(event.type)) {
      if (!this.warnedTypes.has(event.type)) {
        this.warnedTypes.add(event.type);
        this.logger.warn(
          `Projections skip events of unknown type ${event.type} (first at ${event.globalPosition})`,
        );
      }
      return null;
    }
    let decoded = this.decoded.get(event);
    if (!decoded) {
      decoded = this.catalogue.decode(event);
      this.decoded.set(event, decoded);
    }
    return decoded;
  }
}

import type { AccountEvent, RegisterEvent } from '@ledgerline/events';
import type { ReadDocument, ReadStoreWriter } from '@ledgerline/projections';

export interface EntityRef {
  id: number;
  name: string;
  type: 'company' | 'individual' | 'trust';
}

/** Read model `entity_names`: every entity's last name, kept by EntityNamesProjector (docs/decisions/0055). */
export const ENTITY_NAMES = 'entity_names';

export interface EntityNameDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  ref: EntityRef;
}

/** The name an event gives an entity: at its registration, or when a profile update renames it. */
export function entityRefOf(event: AccountEvent | RegisterEvent): EntityRef | null {
  if (event.type === 'EntityRegistered')
    return { id: event.data.entityId, name: event.data.profile.name, type: event.data.entityType };
  if (event.type === 'EntityProfileUpdated' && event.data.changes.name)
    return { id: event.data.entityId, name: String(event.data.changes.name.to), type: event.data.entityType };
  return null;
}

/**
 * Entity names as a projector saw them at each event, so it can denormalise `{id, name, type}` into its own read
 * model. They are read from the one shared `entity_names` model, which EntityNamesProjector writes after every
 * projector that reads it has applied the batch (it comes last in allProjectors): so that model holds the names
 * as of the batch's start. The names the batch itself gives are kept in memory for the batch (one writer is one
 * batch of one projector), so each event sees the names as of itself, in a live batch of one event as in a
 * rebuild's batch of thousands. Names are never removed when an entity is deleted: the trash names it.
 */
export class EntityRefs {
  private readonly batches = new WeakMap<ReadStoreWriter, Map<number, EntityRef>>();

  /** Notes a name the event sets or changes; returns the ref when it did. */
  async apply(event: AccountEvent | RegisterEvent, writer: ReadStoreWriter): Promise<EntityRef | null> {
    const ref = entityRefOf(event);
    if (!ref) return null;
    let seen = this.batches.get(writer);
    if (!seen) this.batches.set(writer, (seen = new Map()));
    seen.set(ref.id, ref);
    return ref;
  }

  /**
   * Notes the name and writes a renamed entity's ref into every document of `collection` that points at it, for
   * each `[idField, refField]` pair (e.g. `['ownerEntityId', 'ownerEntity']`). The documents are found by
   * `{accountId, idField}`, so `collection` needs an index starting with those two fields; `save` writes each
   * changed document (by default a put into `collection`), so derived fields can follow too.
   */
  async follow(
    event: AccountEvent | RegisterEvent,
    writer: ReadStoreWriter,
    collection: string,
    links: readonly (readonly [idField: string, refField: string])[],
    save: (doc: ReadDocument) => Promise<void> = (doc) => writer.put(collection, doc),
  ): Promise<void> {
    const renamed = await this.apply(event, writer);
    // Nothing can point at an entity that is only now registered: only a rename rewrites documents.
    if (!renamed || event.type !== 'EntityProfileUpdated') return;
    const { accountId } = event.data;
    for (const [idField, refField] of links)
      for (const doc of await writer.find(collection, { accountId, [idField]: renamed.id }))
        await save({ ...doc, [refField]: renamed });
  }

  async get(writer: ReadStoreWriter, entityId: number): Promise<EntityRef | null> {
    const seen = this.batches.get(writer)?.get(entityId);
    if (seen) return seen;
    const doc = await writer.get<EntityNameDocument>(ENTITY_NAMES, String(entityId));
    return doc ? doc.ref : null;
  }
}

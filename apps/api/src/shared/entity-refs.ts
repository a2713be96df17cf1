import type { AccountEvent, RegisterEvent } from '@ledgerline/events';
import type { ReadDocument, ReadStoreWriter } from '@ledgerline/projections';

export interface EntityRef {
  id: number;
  name: string;
  type: 'company' | 'individual' | 'trust';
}

/**
 * A projector's private copy of entity names, so it can denormalise `{id, name, type}` into its own read
 * model without reading another projector's collections (each read model rebuilds on its own).
 */
export class EntityRefs {
  constructor(private readonly collection: string) {}

  /** Keeps the copy current; returns the ref when a name was set or changed. */
  async apply(event: AccountEvent | RegisterEvent, writer: ReadStoreWriter): Promise<EntityRef | null> {
    if (event.type === 'EntityRegistered') {
      const ref = { id: event.data.entityId, name: event.data.profile.name, type: event.data.entityType };
      await this.put(writer, ref, event.data.accountId);
      return ref;
    }
    if (event.type === 'EntityProfileUpdated' && event.data.changes.name) {
      const ref = {
        id: event.data.entityId,
        name: String(event.data.changes.name.to),
        type: event.data.entityType,
      };
      await this.put(writer, ref, event.data.accountId);
      return ref;
    }
    if (event.type === 'EntityDeleted') await writer.delete(this.collection, String(event.data.entityId));
    return null;
  }

  /**
   * Keeps the copy current and writes a renamed entity's ref into every document of `collection` that points
   * at it, for each `[idField, refField]` pair (e.g. `['ownerEntityId', 'ownerEntity']`). The documents are
   * found by `{accountId, idField}`, so `collection` needs an index starting with those two fields; `save`
   * writes each changed document (by default a put into `collection`), so derived fields can follow too.
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
    const doc = await writer.get<{ id: string; ref: EntityRef }>(this.collection, String(entityId));
    return doc ? doc.ref : null;
  }

  private put(writer: ReadStoreWriter, ref: EntityRef, accountId: number): Promise<void> {
    return writer.put(this.collection, { id: String(ref.id), accountId, ref });
  }
}

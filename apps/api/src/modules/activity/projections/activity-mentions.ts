import { erasedPersonName } from '@ledgerline/contracts';
import type { ReadStoreWriter } from '@ledgerline/projections';
import type { EntityRef } from '../../../shared/entity-refs';
import { describe } from './activity-descriptions';

type Verb = 'Added' | 'Updated' | 'Removed' | 'Restored';
type EntityLine = 'entityCreated' | 'entityUpdated' | 'entityDeleted' | 'entityRestored';
type Relationship = Parameters<typeof describe.relationship>[3];

/** How an activity's line was written, kept for lines that name an individual so an erasure can rewrite it. */
export type ActivityLine =
  | { kind: EntityLine; type: string; subject: EntityRef; changes?: Record<string, unknown> }
  | { kind: 'relationship'; verb: Verb; source: EntityRef | null; target: EntityRef | null; r: Relationship }
  | { kind: 'asset'; verb: Verb; name: string; owner: EntityRef | null; ownerId: number };

export function render(line: ActivityLine): string {
  switch (line.kind) {
    case 'relationship':
      return describe.relationship(line.verb, line.source, line.target, line.r);
    case 'asset':
      return describe.asset(line.verb, line.name, line.owner, line.ownerId);
    case 'entityUpdated':
      return describe.entityUpdated(line.type, line.subject.name, line.changes ?? {});
    default:
      return describe[line.kind](line.type, line.subject.name);
  }
}

const refsOf = (line: ActivityLine): (EntityRef | null)[] =>
  line.kind === 'relationship'
    ? [line.source, line.target]
    : line.kind === 'asset'
      ? [line.owner]
      : [line.subject];

interface LineDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  line: ActivityLine;
}
interface PersonDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  activityIds: string[];
}

const lineKey = (activityId: string) => `line:${activityId}`;
const personKey = (entityId: number) => `person:${entityId}`;

/** Files an activity under each individual its line names (docs/decisions/0032). */
export async function noteMentions(
  writer: ReadStoreWriter,
  collection: string,
  activityId: string,
  accountId: number,
  line: ActivityLine,
): Promise<void> {
  const people = refsOf(line).filter((ref): ref is EntityRef => ref?.type === 'individual');
  if (people.length === 0) return;
  await writer.put(collection, { id: lineKey(activityId), accountId, line });
  for (const { id } of people) {
    const doc = await writer.get<PersonDocument>(collection, personKey(id));
    const activityIds = doc?.activityIds ?? [];
    if (activityIds.includes(activityId)) continue;
    await writer.put(collection, { id: personKey(id), accountId, activityIds: [...activityIds, activityId] });
  }
}

/** Rewrites every line that names the erased individual as a rebuild from the log now writes it. */
export async function eraseMentions(
  writer: ReadStoreWriter,
  collection: string,
  activities: string,
  entityId: number,
): Promise<void> {
  const person = await writer.get<PersonDocument>(collection, personKey(entityId));
  if (!person) return;
  const erase = (ref: EntityRef | null) =>
    ref?.id === entityId ? { ...ref, name: erasedPersonName(entityId) } : ref;
  for (const activityId of person.activityIds) {
    const doc = await writer.get<LineDocument>(collection, lineKey(activityId));
    const activity = await writer.get(activities, activityId);
    if (!doc || !activity) continue;
    const { line } = doc;
    const erased: ActivityLine =
      line.kind === 'relationship'
        ? { ...line, source: erase(line.source), target: erase(line.target) }
        : line.kind === 'asset'
          ? { ...line, owner: erase(line.owner) }
          : { ...line, subject: erase(line.subject)! };
    await writer.put(collection, { ...doc, line: erased });
    await writer.put(activities, { ...activity, description: render(erased) });
  }
  await writer.delete(collection, personKey(entityId));
}

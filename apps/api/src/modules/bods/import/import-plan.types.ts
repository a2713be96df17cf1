import type { BodsImportPreview, CreateRelationshipFields, EntityType } from '@ledgerline/contracts';
import type { CreateEntityRequest } from '../../entities/commands/create-entity/create-entity.schema';
import type { ShareChange } from './share-history';

export interface PlannedEntity {
  key: string;
  request: CreateEntityRequest;
  details: Record<string, unknown> | null;
  existingId: number | null;
}
export interface PlannedLink {
  sourceKey: string;
  targetKey: string;
  fields: CreateRelationshipFields;
  existingId: number | null;
  /** Later shares of a new link, each from its day (share-history.ts). */
  changes?: ShareChange[];
}
export interface ImportPlan {
  entities: PlannedEntity[];
  links: PlannedLink[];
  preview: BodsImportPreview;
}

/** An entity of the file, or of the register when an earlier export's recordId names it. */
export type PlannedEnd = PlannedEntity & { type: EntityType; name: string };

export const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`).join('; ');

import type { EntityView } from '@ledgerline/contracts';

/** Read model `entities`: one document per live entity, shaped as the API answers it. */
export type EntityDocument = Omit<EntityView, 'id'> & {
  id: string;
  entityId: number;
  [key: string]: unknown;
};

export const ENTITIES = 'entities';

export const toEntityView = ({ entityId, ...rest }: EntityDocument): EntityView => ({
  ...rest,
  id: entityId,
});

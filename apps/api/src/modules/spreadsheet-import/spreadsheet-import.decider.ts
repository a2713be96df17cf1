import type { AssetFields, CreateRelationshipFields } from '@ledgerline/contracts';
import type { DomainEventData } from '../../infrastructure/event-sourcing/decider';
import { DomainError } from '../../shared/domain-error';
import {
  accountRegister,
  type AccountRegisterState,
  type EntityProfile,
} from '../accounts/domain/account-register.state';
import { decideRegisterAsset } from '../assets/domain/asset.deciders';
import { decideRecordIndividualDetails } from '../entities/domain/entity.deciders';
import { decideRegisterEntity } from '../entities/domain/register-entity.decider';
import { decideAddRelationship } from '../relationships/domain/relationship.deciders';
import type { EntityRef, PlannedRow } from './import-plan.types';

export interface DecidedRow {
  key: string;
  recordId: number | null;
  refusal: DomainError | null;
}

export interface RowsDecision {
  events: DomainEventData[];
  rows: DecidedRow[];
  state: AccountRegisterState;
}

/** The record id each create row takes (entity, relationship or asset id by the row's key). */
export type RowIds = Record<string, number>;

function decideRow(
  row: PlannedRow,
  recordId: number,
  entityIdOf: (ref: EntityRef) => number | undefined,
  context: { actorUserId: number; today: string },
  state: AccountRegisterState,
): DomainEventData[] {
  if (row.entity) {
    const { type, profile, details } = row.entity;
    const registered = decideRegisterEntity(
      {
        entityId: recordId,
        entityType: type,
        profile: profile as EntityProfile,
        actorUserId: context.actorUserId,
      },
      state,
    );
    if (!details) return registered;
    let after = state;
    for (const event of registered) after = accountRegister.evolve(after, event);
    return [...registered, ...decideRecordIndividualDetails({ entityId: recordId, details }, after)];
  }
  const ended = (ref: EntityRef, what: string) => {
    const id = entityIdOf(ref);
    if (id === undefined)
      throw new DomainError('not_found', 'IMPORT.ROW_NOT_IMPORTED', `The ${what} row was not imported`);
    return id;
  };
  if (row.link)
    return decideAddRelationship(
      {
        relationshipId: recordId,
        today: context.today,
        fields: {
          ...(row.link.fields as Omit<CreateRelationshipFields, 'sourceEntityId' | 'targetEntityId'>),
          sourceEntityId: ended(row.link.source, 'source'),
          targetEntityId: ended(row.link.target, 'target'),
        },
      },
      state,
    );
  if (row.asset)
    return decideRegisterAsset(
      {
        assetId: recordId,
        fields: {
          ...(row.asset.fields as Omit<AssetFields, 'ownerEntityId'>),
          ownerEntityId: ended(row.asset.owner, 'owner'),
        },
      },
      state,
    );
  return [];
}

/**
 * The create rows through the register's own deciders (plan limits, share allocation, link rules), each on the
 * state the previous ones left. A row the register refuses is refused alone, with its reason, and appends
 * nothing; rows already in the state (a job resumed after a restart) decide to nothing, as every decider does.
 */
export function decideRows(
  rows: PlannedRow[],
  ids: RowIds,
  context: { actorUserId: number; today: string },
  initial: AccountRegisterState,
  refusedKeys: Set<string> = new Set(),
): RowsDecision {
  let state = initial;
  const events: DomainEventData[] = [];
  const decided: DecidedRow[] = [];
  const entityIdOf = (ref: EntityRef) =>
    'existingId' in ref ? ref.existingId : refusedKeys.has(ref.rowKey) ? undefined : ids[ref.rowKey];
  for (const row of rows) {
    if (row.action !== 'create') continue;
    const recordId = ids[row.key];
    try {
      const rowEvents = decideRow(row, recordId, entityIdOf, context, state);
      for (const event of rowEvents) state = accountRegister.evolve(state, event);
      events.push(...rowEvents);
      decided.push({ key: row.key, recordId, refusal: null });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusedKeys.add(row.key);
      decided.push({ key: row.key, recordId: null, refusal: error });
    }
  }
  return { events, rows: decided, state };
}

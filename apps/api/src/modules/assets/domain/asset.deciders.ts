import type { AssetFields } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import {
  changeEffectiveAt,
  effectiveAtField,
  type StatedEffectiveDate,
  statedEffectiveDate,
} from '../../../shared/effective-at';
import { fieldChanges } from '../../../shared/field-changes';
import { type AccountRegisterState, entityLimitOf } from '../../accounts/domain/account-register.state';
import { limitReached } from '../../accounts/domain/plan-limits';

const checkOwner = (state: AccountRegisterState, ownerEntityId: number): void => {
  if (!state.entities.has(ownerEntityId))
    throw new DomainError(
      'not_found',
      'ASSET.OWNER_NOT_FOUND',
      "Owner entity not found or you don't have access to it",
      [{ field: 'ownerEntityId', message: "Owner entity not found or you don't have access to it" }],
    );
};

const toEventFields = ({ type, ...fields }: Partial<AssetFields>) => ({
  ...fields,
  ...(type ? { assetType: type } : {}),
});

export function decideRegisterAsset(
  command: { assetId: number; fields: AssetFields },
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.assets.has(command.assetId)) return [];
  checkOwner(state, command.fields.ownerEntityId);
  const limit = entityLimitOf(state);
  if (state.assets.size >= limit) throw limitReached(limit, 'assets');
  const data = { assetId: command.assetId, accountId: state.accountId, ...toEventFields(command.fields) };
  return [
    {
      type: 'AssetRegistered',
      data,
      ...(command.fields.acquisitionDate ? { effectiveAt: command.fields.acquisitionDate } : {}),
    },
  ];
}

/**
 * `stated`: the day a change without a date of its own took effect (a transfer to another owner, a
 * disposal, a valuation); a new acquisition date wins.
 */
export function decideUpdateAsset(
  command: { assetId: number; patch: Partial<AssetFields>; stated?: StatedEffectiveDate },
  state: AccountRegisterState,
): DomainEventData[] {
  const current = state.assets.get(command.assetId);
  if (!current) throw notFound('Asset');
  if (command.patch.ownerEntityId !== undefined) checkOwner(state, command.patch.ownerEntityId);
  const stated = statedEffectiveDate(command.stated, 'ASSET');
  const changes = fieldChanges(
    { ownerEntityId: current.ownerEntityId, ...current.fields },
    toEventFields(command.patch),
  );
  if (Object.keys(changes).length === 0) return [];
  const effectiveAt = changeEffectiveAt(changes, ['acquisitionDate'], stated);
  return [
    {
      type: 'AssetUpdated',
      data: { assetId: command.assetId, accountId: state.accountId, changes },
      ...effectiveAtField(effectiveAt),
    },
  ];
}

export function decideRemoveAsset(
  command: { assetId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  if (!state.assets.has(command.assetId)) throw notFound('Asset');
  return [
    {
      type: 'AssetRemoved',
      data: { assetId: command.assetId, accountId: state.accountId, reason: 'deleted' },
    },
  ];
}

import type { AccountEvent, ComplianceEvent, DocumentEvent, RegisterEvent } from '@ledgerline/events';
import type { AccountRegisterState } from './account-register.state';
import { evolveDocuments } from './register-documents.evolve';
import { applyChanges } from './register-records.evolve';
import { withEntry, withoutEntry } from '../../../shared/id-map';

const filedUnder = (state: AccountRegisterState, entityId: number, filingId: number) =>
  withEntry(state.filingIdsByEntity, entityId, [...(state.filingIdsByEntity.get(entityId) ?? []), filingId]);

function notFiledUnder(state: AccountRegisterState, entityId: number, filingId: number) {
  const left = (state.filingIdsByEntity.get(entityId) ?? []).filter((id) => id !== filingId);
  return left.length > 0
    ? withEntry(state.filingIdsByEntity, entityId, left)
    : withoutEntry(state.filingIdsByEntity, entityId);
}

export function evolveFilings(
  state: AccountRegisterState,
  event: AccountEvent | RegisterEvent | ComplianceEvent | DocumentEvent,
): AccountRegisterState {
  switch (event.type) {
    case 'FilingRequirementAdded': {
      const { filingId, accountId: _accountId, ...filing } = event.data;
      return {
        ...state,
        filings: withEntry(state.filings, filingId, filing),
        filingIdsByEntity: filedUnder(state, filing.entityId, filingId),
      };
    }
    case 'FilingRequirementUpdated':
    case 'FilingReopened': {
      const current = state.filings.get(event.data.filingId);
      if (!current) return state;
      const next = applyChanges(current, event.data.changes);
      const moved = next.entityId !== current.entityId;
      const index = moved
        ? { ...state, filingIdsByEntity: notFiledUnder(state, current.entityId, event.data.filingId) }
        : state;
      return {
        ...state,
        filings: withEntry(state.filings, event.data.filingId, next),
        filingIdsByEntity: moved
          ? filedUnder(index, next.entityId, event.data.filingId)
          : state.filingIdsByEntity,
      };
    }
    case 'FilingRequirementRemoved': {
      const current = state.filings.get(event.data.filingId);
      if (!current) return state;
      return {
        ...state,
        filings: withoutEntry(state.filings, event.data.filingId),
        filingIdsByEntity: notFiledUnder(state, current.entityId, event.data.filingId),
      };
    }
    default:
      return evolveDocuments(state, event);
  }
}

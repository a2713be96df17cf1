import type { AccountEvent, ComplianceEvent, DocumentEvent, RegisterEvent } from '@ledgerline/events';
import type { AccountRegisterState } from './account-register.state';
import { evolveDocuments } from './register-documents.evolve';
import { applyChanges } from './register-records.evolve';

export function evolveFilings(
  state: AccountRegisterState,
  event: AccountEvent | RegisterEvent | ComplianceEvent | DocumentEvent,
): AccountRegisterState {
  switch (event.type) {
    case 'FilingRequirementAdded': {
      const { filingId, accountId: _accountId, ...filing } = event.data;
      return { ...state, filings: new Map(state.filings).set(filingId, filing) };
    }
    case 'FilingRequirementUpdated': {
      const current = state.filings.get(event.data.filingId);
      if (!current) return state;
      return {
        ...state,
        filings: new Map(state.filings).set(event.data.filingId, applyChanges(current, event.data.changes)),
      };
    }
    case 'FilingRequirementRemoved': {
      const filings = new Map(state.filings);
      filings.delete(event.data.filingId);
      return { ...state, filings };
    }
    default:
      return evolveDocuments(state, event);
  }
}

import type { COMPANY_CLASSIFICATIONS } from '@ledgerline/contracts';

/** How the form's choices and the Details tab name a company classification. */
export const classificationLabels: Record<(typeof COMPANY_CLASSIFICATIONS)[number], string> = {
  affected_public: 'Affected - Public company',
  affected_state_owned: 'Affected - State-owned company',
  affected_subsidiary: 'Affected - Subsidiary',
  non_affected_private: 'Non-affected - Private company',
  non_affected_close_corporation: 'Non-affected - Close corporation',
  other: 'Other',
};

export const classificationLabel = (value: string | null): string =>
  value ? (classificationLabels[value as keyof typeof classificationLabels] ?? value) : 'N/A';

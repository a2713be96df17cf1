import { isCipcRegistrationNumber, isSouthAfricanCountry } from '@ledgerline/contracts';

/**
 * When each beneficial-ownership filing duty began, with its source (docs/decisions/0026-deadline-dates.md).
 * An entity older than a duty owes its first filing from the duty's start, not from its own incorporation.
 */
export const BO_FILING_DUTIES = {
  cipc: {
    since: '2023-04-01',
    source:
      'Companies Act 71 of 2008 s1 and reg 32A as amended by the General Laws (Anti-Money Laundering and ' +
      'Combating Terrorism Financing) Amendment Act 22 of 2022, in force 1 April 2023 (DOMAIN.md section 1)',
  },
  master: {
    since: '2023-04-01',
    source:
      'Trust Property Control Act 57 of 1988 as amended by Act 22 of 2022, in force 1 April 2023: the trustees ' +
      "lodge the trust's beneficial-ownership register with the Master (DOMAIN.md section 2)",
  },
} as const;

/**
 * A company older than the CIPC duty filed its first BO declaration with its next annual return, once the
 * amended regulations made the annual return carry it, and by the day CIPC set for every such company.
 */
export const CIPC_BO_TRANSITION = {
  withAnnualReturnsFrom: '2023-05-24',
  lastDay: '2024-05-24',
  source:
    'CIPC media release 4 of 2024 and customer notice of 18 March 2024: from 24 May 2023 (the amended Companies ' +
    'Regulations) the annual return is filed with the BO declaration within 30 business days after the ' +
    'anniversary; outstanding BO filings of existing companies were to be completed by 24 May 2024',
} as const;

/** Prefix of the notes of a duty that fell due before the account's tracked-from day: history, not overdue. */
export const BEFORE_TRACKING = 'Before tracking';

/** Prefix of the notes of an engine plan the corrected facts no longer call for; a later correction reopens it. */
export const NO_LONGER_REQUIRED = 'No longer required';

/** The later of the day an entity came to be and the day a filing duty began, and which of the two it is. */
export const dutyStart = (established: string | null, since: string): [string, 'established' | 'duty'] =>
  established && established >= since ? [established, 'established'] : [since, 'duty'];

/** What tells whether a company files with CIPC (docs/decisions/0071). */
export interface CompanyJurisdiction {
  country?: string | null;
  registrationNumber?: string | null;
  companyClassification?: string | null;
}

/**
 * Why a company owes CIPC no annual return and no BO filing, or null when it does (docs/decisions/0071): South
 * African companies and close corporations file with CIPC (Companies Act s33, reg 32A), and so does a foreign
 * company registered in South Africa as an external company (s23), which holds a CIPC number; a foreign company
 * without one has no CIPC duty. An empty country is South Africa, the product's default.
 */
export function noCipcDutyBecause(company: CompanyJurisdiction): string | null {
  const country = company.country?.trim() ?? '';
  if (country === '' || isSouthAfricanCountry(country)) return null;
  if (company.companyClassification === 'non_affected_close_corporation') return null;
  if (company.registrationNumber && isCipcRegistrationNumber(company.registrationNumber)) return null;
  return (
    `the company's country is ${country} and it has no South African registration (no CIPC number such as ` +
    'YYYY/NNNNNN/10 of an external company), so it files no CIPC annual return or beneficial ownership filing'
  );
}

import { isLeapYear } from './anniversaries';

export interface TrustTaxSeason {
  season: string;
  opens: string;
  /** The ITR12T is due by the close of the season. */
  closes: string;
  /** The IT3(t) third-party return of amounts vested in beneficiaries; absent where not known. */
  it3tDue?: string;
  /** Not yet published by SARS: estimated from the previous season, shown as provisional until confirmed. */
  provisional?: boolean;
  source: string;
}

/**
 * The last day of the year of assessment a season files for: a South African tax year runs from 1 March to the
 * end of February, and the season named 2025 files the year that ended in February 2025.
 */
export const yearOfAssessmentEnd = (season: string): string =>
  `${season}-02-${isLeapYear(Number(season)) ? 29 : 28}`;

/**
 * SARS trust filing seasons; the dates change every year, so they are data (DOMAIN.md section 2). When SARS
 * publishes a provisional season, replace its dates and drop `provisional`: the planned filings follow.
 */
export const TRUST_TAX_SEASONS: readonly TrustTaxSeason[] = [
  // Before 2024 SARS set no IT3(t) date for trusts. The close is that of trusts registered for provisional tax,
  // the usual case (those not registered closed earlier: 23 November 2022 in the 2022 season).
  {
    season: '2022',
    opens: '2022-07-01',
    closes: '2023-01-23',
    source: 'SARS 2022 filing season: trusts (provisional taxpayers) 1 July 2022 to 23 January 2023',
  },
  {
    season: '2023',
    opens: '2023-07-07',
    closes: '2024-01-24',
    source: 'SARS 2023 filing season: trusts (provisional taxpayers) 7 July 2023 to 24 January 2024',
  },
  { season: '2024', opens: '2024-09-16', closes: '2025-01-20', source: 'SARS 2024 filing season' },
  {
    season: '2025',
    opens: '2025-09-20',
    closes: '2026-01-19',
    it3tDue: '2025-09-30',
    source: 'SARS 2025 filing season (DOMAIN.md section 2)',
  },
  {
    season: '2026',
    opens: '2026-09-19',
    closes: '2027-01-18',
    it3tDue: '2026-09-30',
    provisional: true,
    source: 'Estimated from the 2025 season',
  },
  {
    season: '2027',
    opens: '2027-09-18',
    closes: '2028-01-17',
    it3tDue: '2027-09-30',
    provisional: true,
    source: 'Estimated from the 2025 season',
  },
];

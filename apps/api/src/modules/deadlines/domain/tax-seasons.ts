/** SARS trust (ITR12T) filing seasons; the dates change every year, so they are data (DOMAIN.md section 2). */
export const TRUST_TAX_SEASONS: { season: string; opens: string; closes: string }[] = [
  { season: '2024', opens: '2024-09-16', closes: '2025-01-20' },
  { season: '2025', opens: '2025-09-20', closes: '2026-01-19' },
  { season: '2026', opens: '2026-09-19', closes: '2027-01-18' },
];

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Spec 001 section 9: values in US dollars with thousands separators; N/A when absent. */
export function formatCurrency(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? dollars.format(number) : 'N/A';
}

/**
 * Money as every screen and export shows it (docs/decisions/0044-demo-data-and-locale.md):
 * rand by default, in the account's currency once it chooses another. Each currency is written the way its
 * own country writes it: ZAR in en-ZA ('R 1 234 567,00'), USD in en-US ('$1,234,567.00'), EUR in de-DE.
 */
export const CURRENCIES = ['ZAR', 'USD', 'EUR', 'GBP', 'BWP', 'KES', 'NGN', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'ZAR';

/** The locale whose conventions (separators, symbol position) each currency is shown with. */
export const CURRENCY_LOCALES: Readonly<Record<Currency, string>> = {
  ZAR: 'en-ZA',
  USD: 'en-US',
  EUR: 'de-DE',
  GBP: 'en-GB',
  BWP: 'en-BW',
  KES: 'en-KE',
  NGN: 'en-NG',
  CHF: 'de-CH',
};

export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = {
  ZAR: 'South African rand',
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  BWP: 'Botswana pula',
  KES: 'Kenyan shilling',
  NGN: 'Nigerian naira',
  CHF: 'Swiss franc',
};

export const isCurrency = (code: string): code is Currency =>
  (CURRENCIES as readonly string[]).includes(code);

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let found = formatters.get(currency);
  if (!found) {
    found = new Intl.NumberFormat(CURRENCY_LOCALES[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, found);
  }
  return found;
}

/**
 * An amount in `currency` with its country's separators, always with cents: 1234567 in ZAR is 'R 1 234 567,00'.
 * The spaces Intl puts between groups (no-break spaces) are plain spaces, so exports and searches match what
 * people type. Null for what is not a finite number.
 */
export function formatMoney(
  value: number | string | null | undefined,
  currency: Currency = DEFAULT_CURRENCY,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return null;
  return formatterFor(currency)
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * An amount as an input shows it for editing, the way the create form takes it: thousands by spaces, cents only
 * when there are some, a decimal comma for rand ('12 500 000,50') and a point otherwise ('12 500 000.50').
 * Unambiguous either way, so it reads back to the same number (decimalText, grouped).
 */
export function amountInputText(value: number, currency: Currency = DEFAULT_CURRENCY): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const decimal = currency === 'ZAR' ? ',' : '.';
  return `${value < 0 ? '-' : ''}${grouped}${cents === '00' ? '' : `${decimal}${cents}`}`;
}

import { formatMoney } from '@ledgerline/contracts';
import { accountCurrency } from '@/lib/account-settings/account-time-zone';

/**
 * Asset values and every amount: in the account's currency (rand until it chooses another, Settings -> Account),
 * each currency in its country's style ('R 1 234 567,00'); N/A when absent.
 */
export function formatCurrency(value: number | string | null | undefined): string {
  return formatMoney(value, accountCurrency()) ?? 'N/A';
}

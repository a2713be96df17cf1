import { historySentences, type RecordChangeView } from '@ledgerline/contracts';
import { accountTimeZone } from '@/lib/account-settings/account-time-zone';

export { fieldLabel } from '@ledgerline/contracts';

const inAccountZone = () => historySentences(accountTimeZone());

/** '3 March 2025': an instant on its day in the account's zone, a calendar day as itself. */
export const historyDay = (value: string): string => inAccountZone().historyDay(value);

export const fieldValue = (field: string, value: unknown): string => inAccountZone().fieldValue(field, value);

/**
 * One change as a sentence: "Thandi Nkosi's shareholding in Acme Holdings changed from 25% to 40%,
 * effective 1 March 2025, recorded by secretary on 3 March 2025. Reason: share transfer". The evidence link
 * follows it as an element (HistoryEntry).
 */
export const historySentence = (change: RecordChangeView): string => inAccountZone().historySentence(change);

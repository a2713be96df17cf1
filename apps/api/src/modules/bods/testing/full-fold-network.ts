import { type EventCatalogue, type EventStore, streams } from '@ledgerline/events';
import type { BodsStatement } from '../bods.types';
import { linksOf, upwardNetwork } from '../export/company-network';
import { networkStatements } from '../export/network-statements';
import { RegisterFold } from '../export/register-fold';
import { registerEventOf } from '../export/register-statements.reader';

/**
 * A company's network statements as the route built them before it read a bounded slice: the whole account
 * stream folded, the network found in that fold, every event replayed. The reference the bounded route must
 * equal (specs only).
 */
export async function fullFoldNetworkStatements(
  store: EventStore,
  catalogue: EventCatalogue,
  declaration: { accountId: number; entityId: number; today: string; timeZone?: string },
): Promise<BodsStatement[]> {
  const recorded = await store.readStream(streams.account(declaration.accountId));
  const events = recorded.map((raw) => registerEventOf(catalogue, raw));
  const fold = new RegisterFold(declaration.timeZone);
  for (const event of events) fold.apply(event);
  const network = upwardNetwork(linksOf(fold), declaration.entityId);
  return networkStatements(network, events, {
    ...declaration,
    lastRecordedAt: recorded.at(-1)?.metadata.recordedAt ?? null,
  });
}

import type { RecordedEvent } from '@ledgerline/events';
import type { ReadStoreReader, ReadStoreWriter } from '@ledgerline/projections';

/**
 * Read model `ownership_graph_versions`: one document per account naming the version of its projected
 * ownership graph, so a process can tell with one read whether what it derived from the graph still holds.
 */
export const OWNERSHIP_GRAPH_VERSIONS = 'ownership_graph_versions';

export interface OwnershipGraphVersionDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  /** The global position of the last event that changed the graph: applying it twice writes the same. */
  version: string;
}

/** Written in the same transaction as the graph change, so the version never runs ahead of the graph. */
export const recordGraphVersion = (
  writer: ReadStoreWriter,
  versions: string,
  accountId: number,
  recorded: RecordedEvent,
): Promise<void> =>
  writer.put(versions, { id: String(accountId), accountId, version: String(recorded.globalPosition) });

/** The account's graph version; an account whose graph was never projected has the version 'none'. */
export async function graphVersionOf(
  reader: ReadStoreReader,
  accountId: number,
  versions = OWNERSHIP_GRAPH_VERSIONS,
): Promise<string> {
  const document = await reader.get<OwnershipGraphVersionDocument>(versions, String(accountId));
  return document?.version ?? 'none';
}

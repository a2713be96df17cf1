export const EVENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_name TEXT NOT NULL,
  stream_revision INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  hash TEXT NOT NULL,
  UNIQUE (stream_name, stream_revision)
);
`;

export interface EventRow {
  position: bigint;
  stream_name: string;
  stream_revision: bigint;
  type: string;
  data: string;
  metadata: string;
  hash: string;
  /** The account chain (docs/decisions/0046), where selected. */
  account_id?: string;
  account_sequence?: bigint;
  account_hash?: string;
}

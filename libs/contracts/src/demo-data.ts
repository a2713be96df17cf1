/** What POST /api/demo-data created (docs/decisions/0044-demo-data-and-locale.md). */
export interface DemoCounts {
  entities: number;
  companies: number;
  individuals: number;
  trusts: number;
  relationships: number;
  assets: number;
  groups: number;
  filings: number;
  documents: number;
}

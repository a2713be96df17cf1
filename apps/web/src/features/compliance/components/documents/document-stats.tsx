import type { DocumentStatistics } from '@ledgerline/contracts';

const TILES: { key: keyof DocumentStatistics; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'certified', label: 'Certified' },
  { key: 'valid', label: 'Valid' },
  { key: 'expiring', label: 'Expiring within 30 days' },
];

export function DocumentStats({ stats }: { stats: DocumentStatistics | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {TILES.map((tile) => (
        <div key={tile.key} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{tile.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{stats ? stats[tile.key] : '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

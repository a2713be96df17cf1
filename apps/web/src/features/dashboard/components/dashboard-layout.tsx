import { ExportPanel } from './panels/export-panel';
import { KeyEntitiesCard } from './panels/key-entities-card';
import { SummaryCards } from './summary-cards';

interface DashboardLayoutProps {
  /** The New Entity action, composed by the route (it needs the entity limit). */
  actions?: React.ReactNode;
  /** Network View / Hierarchy View area (spec 000 'Dashboard'). */
  visualizations?: React.ReactNode;
  /** The Recent Activity card, from the activity feature (composed by the route). */
  activity?: React.ReactNode;
  /** Exports of other features in the Export Data panel (BODS 0.4), composed by the route. */
  exports?: React.ReactNode;
}

export function DashboardLayout({ actions, visualizations, activity, exports }: DashboardLayoutProps) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
          <p className="text-muted-foreground">Overview of your entities, relationships, and assets.</p>
        </div>
        {actions}
      </div>
      <SummaryCards />
      {visualizations ? <section aria-label="Ownership views">{visualizations}</section> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {activity}
        <KeyEntitiesCard />
      </div>
      <ExportPanel extra={exports} />
    </div>
  );
}

import { SummaryCards } from './summary-cards';

interface DashboardLayoutProps {
  /** The New Entity action, composed by the route (it needs the entity limit). */
  actions?: React.ReactNode;
  /** Network View / Hierarchy View area (spec 000 'Dashboard'); built in a later issue. */
  visualizations?: React.ReactNode;
}

export function DashboardLayout({ actions, visualizations }: DashboardLayoutProps) {
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
      {/* Reserved: ownership network, organisation chart, recent activity, key entities and export panels. */}
      {visualizations ? <section aria-label="Ownership views">{visualizations}</section> : null}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { ArrowRight, Building2, Network, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { DashboardView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDashboard } from '../api/get-dashboard';

interface SummaryCard {
  title: string;
  href: string;
  linkText: string;
  icon: LucideIcon;
  count: (view: DashboardView) => number;
}

/** Spec 000 'Dashboard': the four summary cards. */
const summaryCards: SummaryCard[] = [
  {
    title: 'Companies',
    href: '/companies',
    linkText: 'View all companies',
    icon: Building2,
    count: (view) => view.counts.companies,
  },
  {
    title: 'Individuals',
    href: '/individuals',
    linkText: 'View all individuals',
    icon: Users,
    count: (view) => view.counts.individuals,
  },
  {
    title: 'Assets',
    href: '/assets',
    linkText: 'View all assets',
    icon: Wallet,
    count: (view) => view.counts.assets,
  },
  {
    title: 'Relationships',
    href: '/relationships',
    linkText: 'View all relationships',
    icon: Network,
    count: (view) => view.counts.relationships,
  },
];

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

export function SummaryCards() {
  const dashboardQuery = useDashboard();

  if (dashboardQuery.isPending) {
    return (
      <div className={gridClass} aria-busy="true" aria-label="Loading summary">
        {summaryCards.map((card) => (
          <Skeleton key={card.title} className="h-36" />
        ))}
      </div>
    );
  }
  if (dashboardQuery.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the dashboard summary.</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          <span>{errorMessage(dashboardQuery.error)}</span>
          <Button size="sm" variant="outline" onClick={() => void dashboardQuery.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className={gridClass}>
      {summaryCards.map(({ title, href, linkText, icon: Icon, count }) => (
        <Card key={title} role="group" aria-label={title}>
          <CardHeader className="flex-row items-center justify-between pb-2">
            <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
            <Icon className="size-5 text-primary" aria-hidden />
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="text-3xl font-bold" data-testid={`count-${title.toLowerCase()}`}>
              {count(dashboardQuery.data)}
            </p>
            <Link
              to={href}
              className="inline-flex items-center gap-1 rounded-sm text-sm text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {linkText}
              <ArrowRight className="size-3" aria-hidden />
            </Link>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { errorMessage } from '@/lib/api-client';

interface ListPageProps {
  title: string;
  subtitle: string;
  action?: ReactNode;
  /** The list query, for its error state: 'Failed to load {noun}.' with a retry. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  noun: string;
  children: ReactNode;
}

/** The frame every register list shares: heading, add action, load error, and the card holding toolbar and grid. */
export function ListPage({ title, subtitle, action, query, noun, children }: ListPageProps) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{subtitle}</p>
        </div>
        {action}
      </div>
      {query.isError ? (
        <LoadErrorAlert
          title={`Failed to load ${noun}.`}
          detail={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">{children}</CardContent>
      </Card>
    </div>
  );
}

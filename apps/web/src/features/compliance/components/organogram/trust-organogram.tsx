import { useMemo, useRef, useState } from 'react';
import type ReactEChartsCore from 'echarts-for-react/esm/core';
import { type EntityView, formatLongDay } from '@ledgerline/contracts';
import { AsOfPicker } from '@/components/as-of/as-of-picker';
import { KnownAtPicker } from '@/components/as-of/known-at-picker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChartViewToggle } from '@/components/ui/chart-view-toggle';
import { Skeleton } from '@/components/ui/skeleton';
import { useChartView } from '@/hooks/use-chart-view';
import { AsOfNotAnsweredError } from '@/lib/as-of';
import { saveChartImage } from '@/lib/chart-image-export';
import { formatDateTime } from '@/lib/format';
import { useTrustRelationships } from '../../api/get-trust-relationships';
import { OrganogramChart, ORGANOGRAM_HEIGHT } from './organogram-chart';
import { OrganogramControls } from './organogram-controls';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { buildOrganogramGraph, type OrganogramGraph } from './organogram-graph';
import { OrganogramLegend } from './organogram-legend';
import { OrganogramList } from './organogram-list';
import { renderWholeOrganogram } from './organogram-export';
import { ORGANOGRAM_ZOOM } from './organogram-option';
import './organogram-print.css';

function Message({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

interface TrustOrganogramProps {
  entity: Pick<EntityView, 'id' | 'name' | 'type'>;
  /** The effective day drawn (YYYY-MM-DD), null for today; the page keeps it in the address. */
  asOf?: string | null;
  onAsOfChange?: (day: string | null) => void;
  /** The recorded moment drawn (ISO with its offset), null for as known now; in the address too. */
  knownAt?: string | null;
  onKnownAtChange?: (moment: string | null) => void;
}

/**
 * Spec 001 'Trust organogram': the trust's founders, trustees, beneficiaries, controllers and others, as of a
 * chosen day.
 */
export function TrustOrganogram({
  entity,
  asOf = null,
  onAsOfChange,
  knownAt = null,
  onKnownAtChange,
}: TrustOrganogramProps) {
  const relationshipsQuery = useTrustRelationships(entity.type === 'trust' ? entity.id : 0, {
    asOf,
    knownAt,
  });
  const [zoom, setZoom] = useState<number>(ORGANOGRAM_ZOOM.initial);
  const [resetKey, setResetKey] = useState(0);
  const chartRef = useRef<ReactEChartsCore>(null);
  const [view, setView] = useChartView();
  const graph = useMemo((): OrganogramGraph | null => {
    if (!relationshipsQuery.data) return null;
    try {
      return buildOrganogramGraph(entity, relationshipsQuery.data, asOf ?? accountToday());
    } catch {
      return null;
    }
  }, [entity, relationshipsQuery.data, asOf]);

  const exportAs = (format: 'png' | 'svg') => {
    if (!graph) return;
    const rendered = renderWholeOrganogram(graph, format, {
      title: `${entity.name} Organogram`,
      asOf: `As of ${formatLongDay(asOf ?? accountToday())}`,
    });
    saveChartImage(rendered, format, `${entity.name.replace(/[^\w-]+/g, '-')}-organogram.${format}`);
  };
  const print = () => {
    document.body.classList.add('printing-organogram');
    window.print();
    document.body.classList.remove('printing-organogram');
  };

  let body: React.ReactNode;
  if (entity.type !== 'trust') body = <Message>Not a trust entity</Message>;
  else if (relationshipsQuery.isPending) body = <Skeleton style={{ height: ORGANOGRAM_HEIGHT }} />;
  else if (relationshipsQuery.error instanceof AsOfNotAnsweredError)
    body = <Message>{relationshipsQuery.error.message}</Message>;
  else if (relationshipsQuery.isError || !graph)
    body = <Message>Error processing trust organogram data</Message>;
  else if (graph.links.length === 0)
    body = (
      <Message>
        {asOf || knownAt
          ? `This trust had no relationships${asOf ? ` on ${formatLongDay(asOf)}` : ''}` +
            (knownAt ? ` as recorded at ${formatDateTime(knownAt)}` : '')
          : 'This trust has no relationships defined'}
      </Message>
    );
  else if (view === 'list') body = <OrganogramList graph={graph} trustName={entity.name} />;
  else
    body = (
      <OrganogramChart key={resetKey} ref={chartRef} graph={graph} zoom={zoom} trustName={entity.name} />
    );
  const ready = entity.type === 'trust' && graph !== null && graph.links.length > 0;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>Trust Organogram</CardTitle>
          <CardDescription>The structure of the trust for reporting to the tax authority.</CardDescription>
        </div>
        {onAsOfChange && entity.type === 'trust' ? (
          <AsOfPicker asOf={asOf} onAsOfChange={onAsOfChange} />
        ) : null}
        {onKnownAtChange && entity.type === 'trust' ? (
          <KnownAtPicker knownAt={knownAt} onKnownAtChange={onKnownAtChange} />
        ) : null}
        {ready ? <ChartViewToggle view={view} onViewChange={setView} label="Organogram view" /> : null}
        {ready ? (
          <OrganogramControls
            zoom={zoom}
            onZoomChange={setZoom}
            onReset={() => {
              setZoom(ORGANOGRAM_ZOOM.initial);
              setResetKey((key) => key + 1);
            }}
            onExport={() => exportAs('png')}
            onExportSvg={() => exportAs('svg')}
            onPrint={print}
          />
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {body}
        {ready && view === 'chart' ? <OrganogramLegend /> : null}
      </CardContent>
    </Card>
  );
}

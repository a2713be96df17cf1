import { BarChart3, List } from 'lucide-react';
import type { ChartView } from '@/hooks/use-chart-view';
import { cn } from '@/lib/utils';

const choices: { view: ChartView; label: string; Icon: typeof List }[] = [
  { view: 'list', label: 'List', Icon: List },
  { view: 'chart', label: 'Chart', Icon: BarChart3 },
];

interface ChartViewToggleProps {
  view: ChartView;
  onViewChange: (view: ChartView) => void;
  /** Names the group for screen readers, e.g. 'Ownership Structure view'. */
  label: string;
}

/** Two pressed-state buttons that show a chart's data as a list or as the chart. */
export function ChartViewToggle({ view, onViewChange, label }: ChartViewToggleProps) {
  return (
    <div role="group" aria-label={label} className="inline-flex h-9 rounded-md bg-muted p-1">
      {choices.map(({ view: choice, label: text, Icon }) => (
        <button
          key={choice}
          type="button"
          aria-pressed={view === choice}
          onClick={() => onViewChange(choice)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-sm px-2.5 text-sm font-medium text-muted-foreground',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4',
            view === choice && 'bg-background text-foreground shadow-sm',
          )}
        >
          <Icon aria-hidden />
          {text}
        </button>
      ))}
    </div>
  );
}

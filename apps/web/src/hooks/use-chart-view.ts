import { useState } from 'react';
import { useIsSmallScreen } from './use-media-query';

export type ChartView = 'chart' | 'list';

/**
 * A chart's List / Chart choice: the list on small screens, the chart otherwise, until the user picks one
 * (then kept while the component lives, whatever the screen does).
 */
export function useChartView(): [ChartView, (view: ChartView) => void] {
  const small = useIsSmallScreen();
  const [chosen, setChosen] = useState<ChartView | null>(null);
  return [chosen ?? (small ? 'list' : 'chart'), setChosen];
}

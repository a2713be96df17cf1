import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec 000 section 9: hierarchy depth from -1 (unlimited) to 10. */
export const DEPTH = { min: -1, max: 10, initial: -1 } as const;

export function DepthControl({
  depth,
  onDepthChange,
}: {
  depth: number;
  onDepthChange: (depth: number) => void;
}) {
  return (
    <div className="space-y-1.5">
      <span id="max-depth-label" className="text-sm font-medium">
        Max Depth
      </span>
      <div className="flex items-center gap-1" role="group" aria-labelledby="max-depth-label">
        <Button
          variant="outline"
          size="icon"
          className="size-10"
          aria-label="Decrease max depth"
          disabled={depth <= DEPTH.min}
          onClick={() => onDepthChange(Math.max(DEPTH.min, depth - 1))}
        >
          <Minus aria-hidden />
        </Button>
        <output className="w-24 text-center text-sm tabular-nums" aria-live="polite" data-testid="max-depth">
          {depth === -1 ? 'Unlimited' : depth}
        </output>
        <Button
          variant="outline"
          size="icon"
          className="size-10"
          aria-label="Increase max depth"
          disabled={depth >= DEPTH.max}
          onClick={() => onDepthChange(Math.min(DEPTH.max, depth + 1))}
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}

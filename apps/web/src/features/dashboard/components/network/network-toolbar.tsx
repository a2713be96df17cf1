import { X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { NetworkSearch } from './network-search';
import { ZoomControls } from './zoom-controls';

interface NetworkToolbarProps {
  /** Find entity is offered once the network has loaded. */
  onFind: ((entityId: number) => void) | null;
  /** An ownership chain is focused: the 'Filtered' badge clears it. */
  filtered: boolean;
  onClearFocus: () => void;
  zoom: number;
  onZoomChange: (zoom: number) => void;
}

/** Find entity, the 'Filtered' badge and the zoom buttons: shared by the card and the full-screen dialog. */
export function NetworkToolbar({ onFind, filtered, onClearFocus, zoom, onZoomChange }: NetworkToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {onFind ? <NetworkSearch onPick={onFind} /> : null}
      {filtered ? (
        <Badge variant="secondary" className="gap-1 pr-1">
          Filtered
          <button
            type="button"
            className="rounded-full p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label="Clear focus"
            onClick={onClearFocus}
          >
            <X className="size-3" aria-hidden />
          </button>
        </Badge>
      ) : null}
      <ZoomControls zoom={zoom} onZoomChange={onZoomChange} />
    </div>
  );
}

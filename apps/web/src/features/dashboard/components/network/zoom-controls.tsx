import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec 000 section 9: zoom 0.5 to 1.5 in steps of 0.25, default 1. */
export const ZOOM = { min: 0.5, max: 1.5, step: 0.25, initial: 1 } as const;

export function clampZoom(value: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(value / ZOOM.step) * ZOOM.step));
}

export function ZoomControls({ zoom, onZoomChange }: { zoom: number; onZoomChange: (zoom: number) => void }) {
  return (
    <div className="flex items-center gap-1" role="group" aria-label="Zoom">
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label="Zoom Out"
        title="Zoom Out"
        disabled={zoom <= ZOOM.min}
        onClick={() => onZoomChange(clampZoom(zoom - ZOOM.step))}
      >
        <Minus aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="h-8 w-16 tabular-nums"
        aria-label={`Reset zoom (now ${Math.round(zoom * 100)}%)`}
        title="Reset zoom to 100%"
        onClick={() => onZoomChange(ZOOM.initial)}
      >
        {Math.round(zoom * 100)}%
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label="Zoom In"
        title="Zoom In"
        disabled={zoom >= ZOOM.max}
        onClick={() => onZoomChange(clampZoom(zoom + ZOOM.step))}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}

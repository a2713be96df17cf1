import { FileDown, ImageDown, Printer, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { clampOrganogramZoom, ORGANOGRAM_ZOOM } from './organogram-option';

interface OrganogramControlsProps {
  zoom: number;
  onZoomChange: (zoom: number) => void;
  onReset: () => void;
  /** The whole diagram as a print-resolution PNG. */
  onExport: () => void;
  /** The whole diagram as a vector SVG (scales to any page). */
  onExportSvg: () => void;
  onPrint: () => void;
}

export function OrganogramControls({
  zoom,
  onZoomChange,
  onReset,
  onExport,
  onExportSvg,
  onPrint,
}: OrganogramControlsProps) {
  const icon = 'size-8';
  return (
    <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label="Organogram controls">
      <Button
        variant="outline"
        size="icon"
        className={icon}
        aria-label="Zoom Out"
        title="Zoom Out"
        disabled={zoom <= ORGANOGRAM_ZOOM.min}
        onClick={() => onZoomChange(clampOrganogramZoom(zoom - ORGANOGRAM_ZOOM.step))}
      >
        <ZoomOut aria-hidden />
      </Button>
      <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
        {Math.round(zoom * 100)}%
      </span>
      <Button
        variant="outline"
        size="icon"
        className={icon}
        aria-label="Zoom In"
        title="Zoom In"
        disabled={zoom >= ORGANOGRAM_ZOOM.max}
        onClick={() => onZoomChange(clampOrganogramZoom(zoom + ORGANOGRAM_ZOOM.step))}
      >
        <ZoomIn aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className={icon}
        aria-label="Reset"
        title="Reset"
        onClick={onReset}
      >
        <RotateCcw aria-hidden />
      </Button>
      <Button variant="outline" size="sm" onClick={onExport}>
        <ImageDown aria-hidden />
        Export as Image
      </Button>
      <Button variant="outline" size="sm" onClick={onExportSvg}>
        <FileDown aria-hidden />
        Export as SVG
      </Button>
      <Button variant="outline" size="sm" onClick={onPrint}>
        <Printer aria-hidden />
        Print
      </Button>
    </div>
  );
}

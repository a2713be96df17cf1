import { ChevronLeft, ChevronRight } from 'lucide-react';
import { TABLE_PAGE_SIZE } from '@/lib/ag-grid';
import { Button } from './button';

export interface GridPageInfo {
  currentPage: number;
  totalPages: number;
  rowCount: number;
}

export const firstGridPage: GridPageInfo = { currentPage: 0, totalPages: 0, rowCount: 0 };

interface GridPaginationProps {
  page: GridPageInfo;
  /** Plural noun in 'Showing 1-10 of 12 {noun}'. */
  noun: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/Next and the row count under a paged grid (spec 001 section 9: page size 10). */
export function GridPagination({ page, noun, onPrevious, onNext }: GridPaginationProps) {
  const first = page.rowCount === 0 ? 0 : page.currentPage * TABLE_PAGE_SIZE + 1;
  const last = Math.min((page.currentPage + 1) * TABLE_PAGE_SIZE, page.rowCount);
  const summary =
    page.rowCount === 0 ? `Showing 0 of 0 ${noun}` : `Showing ${first}-${last} of ${page.rowCount} ${noun}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={page.currentPage <= 0}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onNext}
          disabled={page.currentPage >= page.totalPages - 1}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}

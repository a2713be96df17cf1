import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TABLE_PAGE_SIZE } from '@/lib/ag-grid';
import type { PageInfo } from './companies-table';

interface CompaniesPaginationProps {
  page: PageInfo;
  onPrevious: () => void;
  onNext: () => void;
}

export function CompaniesPagination({ page, onPrevious, onNext }: CompaniesPaginationProps) {
  const first = page.rowCount === 0 ? 0 : page.currentPage * TABLE_PAGE_SIZE + 1;
  const last = Math.min((page.currentPage + 1) * TABLE_PAGE_SIZE, page.rowCount);
  const summary =
    page.rowCount === 0
      ? 'Showing 0 of 0 companies'
      : `Showing ${first}-${last} of ${page.rowCount} companies`;
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

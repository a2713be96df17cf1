import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES } from '@ledgerline/contracts';
import { Button } from './button';
import { Select } from './select';

export interface ListPageInfo {
  /** Zero-based. */
  currentPage: number;
  pageSize: number;
  /** Rows matching the filters; null until the first page has answered. */
  total: number | null;
}

interface ListPaginationProps {
  page: ListPageInfo;
  /** Plural noun in 'Showing 1-10 of 12 {noun}'. */
  noun: string;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
}

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

function summary({ currentPage, pageSize, total }: ListPageInfo, noun: string): string {
  if (total === null) return `Loading ${noun}...`;
  if (total === 0) return `Showing 0 of 0 ${noun}`;
  const first = currentPage * pageSize + 1;
  const last = Math.min((currentPage + 1) * pageSize, total);
  return `Showing ${first}-${last} of ${total} ${noun}`;
}

/** The row count, the page size (spec 001 section 9: 10 by default) and Previous/Next under a paged list. */
export function ListPagination({ page, noun, onPrevious, onNext, onPageSizeChange }: ListPaginationProps) {
  const pages = page.total === null ? 0 : Math.ceil(page.total / page.pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary(page, noun)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground" aria-hidden>
          Rows per page
        </span>
        <Select
          aria-label="Rows per page"
          className="h-9 w-20"
          options={pageSizeOptions}
          value={String(page.pageSize)}
          onValueChange={(value) => onPageSizeChange(Number(value))}
        />
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={page.currentPage <= 0}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={page.currentPage >= pages - 1}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}

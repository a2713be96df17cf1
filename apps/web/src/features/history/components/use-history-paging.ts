import { useState } from 'react';
import { type HistoryFilterValues, NO_HISTORY_FILTERS } from './history-filters';
import type { HistoryPaging } from './history-changes';

/** Filters and page of a history; a filter or page-size change goes back to the first page. */
export function useHistoryPaging<F extends HistoryFilterValues>(initial: F = NO_HISTORY_FILTERS as F) {
  const [filters, setFilters] = useState<F>(initial);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const paging: HistoryPaging = {
    pageIndex,
    pageSize,
    onPageIndexChange: setPageIndex,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPageIndex(0);
    },
  };
  const changeFilters = (next: F) => {
    setFilters(next);
    setPageIndex(0);
  };
  return { filters, changeFilters, paging, page: { offset: pageIndex * pageSize, limit: pageSize } };
}

import { useState } from 'react';
import type { GridApi } from 'ag-grid-community';

/** Search text, one select filter and the grid's API; changing a filter goes back to the first page. */
export function useListFilters<Row>(initialFilter = 'all') {
  const [search, setSearchValue] = useState('');
  const [filter, setFilterValue] = useState(initialFilter);
  const [gridApi, setGridApi] = useState<GridApi<Row> | null>(null);
  const firstPage = () => gridApi?.paginationGoToFirstPage();
  return {
    search,
    filter,
    gridApi,
    setGridApi,
    setSearch: (value: string) => (setSearchValue(value), firstPage()),
    setFilter: (value: string) => (setFilterValue(value), firstPage()),
    exportCsv: (fileName: string) => gridApi?.exportDataAsCsv({ fileName }),
  };
}

import { createContext, useContext, useMemo, useState } from 'react';

interface GlobalSearch {
  searchText: string;
  setSearchText: (text: string) => void;
}

const GlobalSearchContext = createContext<GlobalSearch>({ searchText: '', setSearchText: () => undefined });

/** The top-bar search reports every change here; the current page may read it (spec 000 'App shell'). */
export function GlobalSearchProvider({ children }: { children: React.ReactNode }) {
  const [searchText, setSearchText] = useState('');
  const value = useMemo(() => ({ searchText, setSearchText }), [searchText]);
  return <GlobalSearchContext.Provider value={value}>{children}</GlobalSearchContext.Provider>;
}

export function useGlobalSearch(): GlobalSearch {
  return useContext(GlobalSearchContext);
}

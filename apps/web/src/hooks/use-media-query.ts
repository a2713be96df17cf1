import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec 000 section 9: the mobile breakpoint is 768 px. */
export function useIsDesktop(): boolean {
  return useMediaQuery('(min-width: 768px)');
}

/** Below Tailwind's `sm` breakpoint (640 px): a phone held upright, where charts default to a list. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery('(max-width: 639px)');
}

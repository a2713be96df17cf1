import { useSyncExternalStore } from 'react';

/**
 * The ids ticked in the list, outside React state: the grid's cells subscribe to their own id, so ticking a
 * box re-renders one checkbox and the toolbar, not the grid's column definitions.
 */
export class SelectionStore {
  private ids = new Set<number>();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  has = (id: number) => this.ids.has(id);
  get size() {
    return this.ids.size;
  }
  all = () => [...this.ids];

  toggle(id: number, on: boolean) {
    const next = new Set(this.ids);
    if (on) next.add(id);
    else next.delete(id);
    this.set(next);
  }

  clear() {
    if (this.ids.size > 0) this.set(new Set());
  }

  private set(next: Set<number>) {
    this.ids = next;
    this.listeners.forEach((listener) => listener());
  }
}

export function useSelected(store: SelectionStore, id: number): boolean {
  return useSyncExternalStore(store.subscribe, () => store.has(id));
}

export function useSelectionSize(store: SelectionStore): number {
  return useSyncExternalStore(store.subscribe, () => store.size);
}

import { useSyncExternalStore } from 'react';

/** Spec 000 section 4: at most one toast is visible at a time. */
const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast (Radix Toast.Action), e.g. Undo; `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  emit([{ ...message, id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function removeToast(id: number) {
  emit(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

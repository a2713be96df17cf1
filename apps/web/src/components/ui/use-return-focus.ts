import { useRef } from 'react';

interface FocusHandlers {
  onFocusCapture?: (event: React.FocusEvent<HTMLDivElement>) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Gives focus back to whatever opened a dialog when it closes (WCAG 2.4.3). Radix returns focus only to its
 * own Trigger; most of our dialogs open from state (a card's Edit button, a header action), so the element
 * focus came from when it first entered the dialog is remembered instead (read from the focus event, since
 * an autoFocus field takes focus before Radix's open-autofocus event would run). A caller's handler that
 * prevents the close's default keeps the last word; an opener gone from the page leaves Radix's default.
 */
export function useReturnFocus({ onFocusCapture, onCloseAutoFocus }: FocusHandlers): FocusHandlers {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onFocusCapture: (event) => {
      const from = event.relatedTarget;
      if (!opener.current && from instanceof HTMLElement && !event.currentTarget.contains(from))
        opener.current = from;
      onFocusCapture?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { removeToast, useToasts } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

/**
 * Spec 000 section 9: swipe right (50 px) dismisses, F8 focuses the area, 5000 ms default display.
 * On a desktop the toasts sit bottom left of the content, beside the sidebar: forms, dialogs and grid pagers put
 * their buttons on the right, and a toast over a submit button stays there while the pointer rests on it.
 */
export function Toaster({ children }: { children?: React.ReactNode }) {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {children}
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          onOpenChange={(open) => (open ? undefined : removeToast(item.id))}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-8 shadow-lg',
            'data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
            {item.action ? (
              <Toast.Action
                altText={item.action.altText}
                onClick={item.action.onClick}
                className="mt-1 inline-flex h-8 w-fit items-center rounded-md border bg-background px-3 text-sm font-medium text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {item.action.label}
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px] md:right-auto md:left-64 md:max-w-[380px]"
      />
    </Toast.Provider>
  );
}

import { Dialog as DialogPrimitive } from 'radix-ui';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { overlayClass } from '@/components/ui/dialog';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { cn } from '@/lib/utils';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <span className={cn('truncate text-lg font-bold text-white', collapsed && 'sr-only')}>Ledgerline</span>
  );
}

interface DesktopSidebarProps extends Omit<SidebarNavProps, 'collapsed' | 'onNavigate'> {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** Spec 000 section 9: 16 rem expanded, 4 rem collapsed. */
export function DesktopSidebar({ collapsed, onToggleCollapsed, ...nav }: DesktopSidebarProps) {
  return (
    <aside
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 flex-col bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn('flex h-16 items-center gap-2 px-3', collapsed ? 'justify-center' : 'justify-between')}
      >
        <Brand collapsed={collapsed} />
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          className="rounded-md p-2 hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none"
        >
          {collapsed ? (
            <PanelLeftOpen className="size-5" aria-hidden />
          ) : (
            <PanelLeftClose className="size-5" aria-hidden />
          )}
        </button>
      </div>
      <SidebarNav {...nav} collapsed={collapsed} />
    </aside>
  );
}

interface MobileSidebarProps extends Omit<SidebarNavProps, 'collapsed' | 'onNavigate'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Below 768 px the sidebar is a slide-in drawer. */
export function MobileSidebar({ open, onOpenChange, ...nav }: MobileSidebarProps) {
  // Opened from the top bar's menu button through state: focus goes back to it when the drawer closes.
  const returnFocus = useReturnFocus({});
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-64 animate-slide-in-left flex-col bg-sidebar text-sidebar-foreground shadow-xl"
          {...returnFocus}
        >
          <div className="flex h-16 items-center justify-between px-3">
            <DialogPrimitive.Title asChild>
              <span className="text-lg font-bold text-white">Ledgerline</span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">Main navigation</DialogPrimitive.Description>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="rounded-md p-2 hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <SidebarNav {...nav} collapsed={false} onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

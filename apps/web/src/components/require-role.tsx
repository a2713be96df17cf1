import { cloneElement, type ReactElement } from 'react';
import { useCan, type Permission } from '@/lib/session/account-role';
import { cn } from '@/lib/utils';
import { Tooltip } from './ui/tooltip';

interface RequireRoleProps {
  permission: Permission;
  /**
   * 'hide' (row and detail actions, menus) renders nothing; 'disable' (a page's primary button) keeps the
   * button in place, aria-disabled and focusable, with the reason as its tooltip (docs/decisions/0045).
   */
  mode?: 'hide' | 'disable';
  children: ReactElement<{ className?: string; onClick?: (event: React.MouseEvent) => void }>;
}

/** Gates one action on the signed-in user's account role; the server refuses the same with 403. */
export function RequireRole({ permission, mode = 'hide', children }: RequireRoleProps) {
  const { allowed, reason } = useCan(permission);
  if (allowed) return children;
  if (mode === 'hide') return null;
  const disabled = cloneElement(children, {
    'aria-disabled': true,
    className: cn(children.props.className, 'cursor-not-allowed opacity-50'),
    // A Link inside (Button asChild) checks defaultPrevented and stays put.
    onClick: (event: React.MouseEvent) => event.preventDefault(),
  } as Partial<typeof children.props>);
  return <Tooltip content={reason}>{disabled}</Tooltip>;
}

import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';
import { Tooltip } from './tooltip';

/**
 * A button with a tooltip that still shows while the button is disabled. A `disabled` button takes no focus
 * or pointer events, so with a hint it is only aria-disabled: it stays in the tab order, a keyboard user
 * focuses it and hears why it is unavailable (the tooltip describes it), and clicks (a submit's too) are
 * cancelled.
 */
export function HintedButton({
  hint,
  disabled,
  className,
  onClick,
  ...props
}: ButtonProps & { hint?: string }) {
  if (!hint) return <Button disabled={disabled} className={className} onClick={onClick} {...props} />;
  const button = disabled ? (
    <Button
      {...props}
      aria-disabled
      className={cn('cursor-not-allowed opacity-50', className)}
      onClick={(event) => event.preventDefault()}
    />
  ) : (
    <Button className={className} onClick={onClick} {...props} />
  );
  return <Tooltip content={hint}>{button}</Tooltip>;
}

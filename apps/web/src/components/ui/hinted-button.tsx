import { Button, type ButtonProps } from './button';
import { Tooltip } from './tooltip';

/**
 * A button with a tooltip that still shows while the button is disabled: a disabled button gets no pointer or
 * focus events, so a focusable wrapper carries the tooltip then.
 */
export function HintedButton({ hint, ...props }: ButtonProps & { hint?: string }) {
  if (!hint) return <Button {...props} />;
  const button = props.disabled ? (
    <span
      tabIndex={0}
      className="inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Button {...props} />
    </span>
  ) : (
    <Button {...props} />
  );
  return <Tooltip content={hint}>{button}</Tooltip>;
}

import { useState } from 'react';
import { Input } from '@/components/ui/input';

interface AuditAccountFieldProps {
  value: string;
  onChange: (accountId: string) => void;
}

/**
 * Installation administrators read any account's trail (docs/decisions/0028): the account's number, applied
 * when the field is left or Enter is pressed, so each keystroke does not ask for another account.
 */
export function AuditAccountField({ value, onChange }: AuditAccountFieldProps) {
  const [typed, setTyped] = useState(value);
  const apply = () => {
    const next = typed.trim();
    if (next === '' || /^[1-9]\d*$/.test(next)) onChange(next);
  };
  const invalid = typed.trim() !== '' && !/^[1-9]\d*$/.test(typed.trim());
  return (
    <label className="grid gap-1 text-sm">
      Account number
      <Input
        inputMode="numeric"
        className="w-36"
        placeholder="Your account"
        value={typed}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'audit-account-error' : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
      {invalid ? (
        <span id="audit-account-error" className="text-xs text-destructive">
          Account number must be a positive whole number
        </span>
      ) : null}
    </label>
  );
}

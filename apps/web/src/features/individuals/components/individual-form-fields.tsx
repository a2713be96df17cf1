import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { accountToday } from '@/lib/account-settings/account-time-zone';

/** A text input of an individual form; the create and edit forms share labels and layout. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  wide?: boolean;
}

interface TextFieldsProps<Name extends string> {
  fields: TextFieldSpec<Name>[];
  registerField: (name: Name) => UseFormRegisterReturn;
  errorOf: (name: Name) => string | undefined;
}

export function IndividualTextFields<Name extends string>({
  fields,
  registerField,
  errorOf,
}: TextFieldsProps<Name>) {
  const today = accountToday();
  return fields.map(({ name, label, type, autoComplete, multiline, wide }) => (
    <FormField
      key={name}
      label={label}
      error={errorOf(name)}
      required={name === 'name'}
      className={wide ? 'md:col-span-2' : undefined}
    >
      {(control) =>
        multiline ? (
          <Textarea {...control} autoComplete={autoComplete} {...registerField(name)} />
        ) : (
          <Input
            {...control}
            type={type}
            autoComplete={autoComplete}
            min={type === 'date' ? '1900-01-01' : undefined}
            max={type === 'date' ? today : undefined}
            {...registerField(name)}
          />
        )
      }
    </FormField>
  ));
}

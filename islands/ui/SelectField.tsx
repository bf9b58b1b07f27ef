import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldShell, fieldControlClass } from './FieldShell';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty option ("Select one") for a required choice. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

/** A labelled native select with an error or hint under it, matching TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, className, id, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className={fieldControlClass(error, 'max-w-full px-2')}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <SelectOptions options={options} />
        </select>
      )}
    </FieldShell>
  );
});

/** A native select's options, from value and label pairs. */
export function SelectOptions({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldShell, fieldControlClass } from './FieldShell';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={fieldControlClass(error, 'px-3 placeholder:text-muted')}
          {...rest}
        />
      )}
    </FieldShell>
  );
});

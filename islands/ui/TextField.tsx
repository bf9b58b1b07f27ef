import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from './cn';
import { FieldShell } from './FieldShell';

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
          className={cn(
            'h-9 rounded-md border bg-canvas px-3 text-sm text-fg placeholder:text-muted',
            'focus:outline-2 focus:outline-offset-0 focus:outline-primary',
            error ? 'border-danger' : 'border-line',
          )}
          {...rest}
        />
      )}
    </FieldShell>
  );
});

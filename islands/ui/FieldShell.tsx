import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: string;
  id?: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids and ARIA attributes that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** How every field's control looks: its height, border and focus ring, and the border an error turns red. */
export function fieldControlClass(error: string | undefined, extra: string): string {
  return cn('h-9 rounded-md border bg-canvas text-sm text-fg focus:outline-2 focus:outline-offset-0 focus:outline-primary', extra, error ? 'border-danger' : 'border-line');
}

/** A label, a control and an error (announced) or a hint under it: the frame every form field shares. */
export function FieldShell({ label, id, error, hint, className, children }: FieldShellProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const messageId = `${controlId}-message`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} className="text-xs text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

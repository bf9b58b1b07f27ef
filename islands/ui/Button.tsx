import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong border-transparent',
  secondary: 'bg-surface text-fg border-line hover:bg-surface-2',
  danger: 'bg-danger text-white hover:bg-danger-strong border-transparent',
  ghost: 'bg-transparent text-fg border-transparent hover:bg-surface-2',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** A call is running that must not be sent twice: disabled, with a spinner. */
  loading?: boolean;
  /**
   * A call is running that a newer one replaces (a search): a spinner, but still pressable, and so
   * still the form's default button, so Enter in the form sends the newer call.
   */
  busy?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'secondary', size = 'md', loading = false, busy = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || busy || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md border font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:opacity-60',
        size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-9 px-3.5 text-sm',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {(loading || busy) && <Spinner className="size-3.5" />}
      {children}
    </button>
  );
}

import { useId } from 'react';
import { cn } from './cn';

export interface SearchInputProps {
  label: string;
  /** The label only for assistive technology, when a heading beside the field says enough. */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The field's width (a `w-*` class). */
  width: string;
}

/** A labelled search box that narrows a list on the page as it is typed in. */
export function SearchInput({ label, labelHidden = false, value, onChange, placeholder, width }: SearchInputProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={cn('h-9 max-w-full rounded-md border border-line bg-canvas px-3 text-sm text-fg placeholder:text-muted focus:outline-2 focus:outline-primary', width)}
      />
    </div>
  );
}

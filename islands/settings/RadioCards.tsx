import { useId } from 'react';

export interface RadioCardsProps<Value extends string> {
  legend: string;
  /** The radios' shared name. */
  name: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** A choice among a few (export format, import provider): a legend and a row of bordered radios. */
export function RadioCards<Value extends string>({ legend, name, options, labels, value, onChange, className = 'flex flex-wrap gap-2' }: RadioCardsProps<Value>) {
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
      <legend id={legendId} className="text-sm font-medium">{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="accent-[var(--c-primary)]" />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

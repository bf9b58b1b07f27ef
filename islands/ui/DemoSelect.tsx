import { useId } from 'react';
import { SelectOptions } from './SelectField';

export interface DemoSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/**
 * The choice a component page offers above its demo (which project, which cycle or module). The
 * label names the select by `htmlFor` rather than wrapping it, so its text is the label alone and
 * not every option's too.
 */
export function DemoSelect({ label, value, options, onChange }: DemoSelectProps) {
  const id = useId();
  return (
    <div className="flex w-fit max-w-full flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-9 max-w-full rounded-md border border-line bg-canvas px-2 text-fg">
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

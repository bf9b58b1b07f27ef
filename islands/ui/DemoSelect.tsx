import { SelectOptions } from './SelectField';

export interface DemoSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** The choice a component page offers above its demo (which project, which cycle or module). */
export function DemoSelect({ label, value, options, onChange }: DemoSelectProps) {
  return (
    <label className="flex w-fit flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className="h-9 rounded-md border border-line bg-canvas px-2 text-fg">
        <SelectOptions options={options} />
      </select>
    </label>
  );
}

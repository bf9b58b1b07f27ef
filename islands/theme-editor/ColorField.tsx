import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId } from 'react';
import { HexColorPicker } from 'react-colorful';
import { themeMessages } from '../../src/domain/messages';
import { isValidThemeHex, withHash } from '../../src/domain/theme';
import { fieldControlClass } from '../ui/FieldShell';

export interface ColorFieldProps {
  name: string;
  label: string;
  value: string;
  placeholder: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Takes the focus when its dialog opens. */
  autoFocus?: boolean;
}

/**
 * A hex colour: a text field that adds the missing "#" as you type, and a swatch that opens a
 * colour picker (react-colorful: arrow keys move its handles).
 */
export function ColorField({ name, label, value, placeholder, error, onChange, onBlur, autoFocus = false }: ColorFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const valid = isValidThemeHex(value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Popover className="relative">
          <PopoverButton
            aria-label={themeMessages.pickColor(label)}
            className="size-9 shrink-0 rounded-md border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            style={{
              background: valid ? value : 'repeating-conic-gradient(var(--c-line) 0% 25%, transparent 0% 50%) 50% / 12px 12px',
            }}
          />
          <PopoverPanel
            anchor={{ to: 'bottom start', gap: 6 }}
            className="z-[70] rounded-lg border border-line bg-surface p-3 shadow-xl"
            aria-label={themeMessages.pickColor(label)}
          >
            <HexColorPicker color={valid ? value : placeholder} onChange={(hex) => onChange(hex)} />
          </PopoverPanel>
        </Popover>
        <input
          id={id}
          name={name}
          value={value}
          placeholder={placeholder}
          maxLength={7}
          data-autofocus={autoFocus || undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(withHash(e.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={fieldControlClass(error, 'min-w-0 flex-1 px-3 font-mono placeholder:text-muted')}
        />
      </div>
      {error && (
        <p id={messageId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isValidEditorLink } from '../../../../src/domain/editor/links';
import { editorMessages, linkMessages } from '../../../../src/domain/messages';
import { CheckIcon, TrashIcon } from '../../../ui/icons';

export interface LinkEditorProps {
  initialHref: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * The toolbar's link panel: "Paste a link", prefilled with the current href. Enter or the check
 * applies the value only when it is a valid http(s) URL; otherwise it says why and keeps the text.
 */
export function LinkEditor({ initialHref, onApply, onRemove, onClose }: LinkEditorProps) {
  const id = useId();
  const [value, setValue] = useState(initialHref ?? '');
  const [invalid, setInvalid] = useState(false);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isValidEditorLink(value)) {
      setInvalid(true);
      return;
    }
    onApply(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1 p-1" noValidate>
      <div className="flex items-center gap-1">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {editorMessages.linkInputLabel}
        </label>
        <input
          id={`${id}-input`}
          type="url"
          autoFocus
          value={value}
          placeholder={editorMessages.linkPlaceholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          className="h-8 w-56 min-w-0 rounded-md border border-line bg-canvas px-2 text-sm text-fg outline-none focus:border-primary"
        />
        <button type="submit" aria-label={editorMessages.applyLink} title={editorMessages.applyLink} className="flex size-8 items-center justify-center rounded-md text-fg hover:bg-surface-2">
          <CheckIcon size={15} />
        </button>
        {initialHref && (
          <button type="button" aria-label={editorMessages.removeLink} title={editorMessages.removeLink} onClick={onRemove} className="flex size-8 items-center justify-center rounded-md text-danger hover:bg-danger-soft">
            <TrashIcon size={15} />
          </button>
        )}
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="px-1 text-xs text-danger">
          {linkMessages.urlInvalid}
        </p>
      )}
    </form>
  );
}

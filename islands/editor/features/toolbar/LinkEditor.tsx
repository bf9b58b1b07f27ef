import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isValidEditorLink } from '../../../../src/domain/editor/links';
import { editorMessages } from '../../../../src/domain/messages';
import { CheckIcon, TrashIcon } from '../../../ui/icons';

export interface LinkEditorProps {
  initialHref: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * The toolbar's link panel: "Paste a link", prefilled with the current href. Enter or the check
 * applies the value only when it is a valid http(s) URL; otherwise the field is marked invalid
 * (aria-invalid and a red outline) and keeps the text. SPEC section 8: the editor's only visible
 * error texts are the three image alerts, so there is no message here.
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
    <form onSubmit={submit} className="p-1" noValidate>
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
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          className="h-8 w-56 min-w-0 rounded-md border border-line bg-canvas px-2 text-sm text-fg outline-none focus:border-primary aria-[invalid=true]:border-danger aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-danger/30"
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
    </form>
  );
}

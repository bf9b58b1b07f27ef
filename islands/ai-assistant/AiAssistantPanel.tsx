import { useId, type KeyboardEvent, type RefObject } from 'react';
import type { AiPopoverState } from '../../src/domain/ai';
import type { AiResponse } from '../../src/domain/entities';
import { aiMessages } from '../../src/domain/messages';
import { Button } from '../ui/Button';
import { CheckIcon, CopyIcon } from '../ui/icons';
import { sanitizeHtml } from '../ui/sanitize';
import { Spinner } from '../ui/Spinner';

export interface AiAssistantPanelProps {
  /** The content the task works on, as plain text; empty when asking anything. */
  prompt: string;
  state: AiPopoverState;
  response: AiResponse | null;
  task: string;
  copied: boolean;
  onTaskChange: (task: string) => void;
  onSubmit: () => void;
  onUse: () => void;
  onCopy: () => void;
  onClose: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** Lists, headings and quotes in a response keep their shape; the page's reset would flatten them. */
const RESPONSE_STYLES = [
  '[&_p]:my-1 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:mt-2 [&_h2]:text-sm [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li_p]:my-0.5',
  '[&_ul[data-type=taskList]]:list-none [&_ul[data-type=taskList]]:pl-1',
  "[&_li[data-checked=false]]:before:content-['☐'] [&_li[data-checked=true]]:before:content-['☑'] [&_li[data-checked]]:flex [&_li[data-checked]]:gap-2",
  '[&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted',
  '[&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:font-mono',
].join(' ');

/** The AI assistant's content (REFERENCE 2.4), without the popover around it. */
export function AiAssistantPanel(props: AiAssistantPanelProps) {
  const { prompt, state, response, task, copied, onTaskChange, onSubmit, onUse, onCopy, onClose, inputRef } = props;
  const inputId = useId();
  const responseId = useId();
  const generating = state === 'generating';
  const hasResponse = state === 'response' && response !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="flex flex-col">
      {/* Long content scrolls here, so keyboard users can focus the region to scroll it. */}
      <div
        role="region"
        aria-label={aiMessages.contentRegion}
        tabIndex={0}
        className="flex max-h-72 flex-col gap-3 overflow-y-auto px-4 pt-4 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      >
        {prompt.trim() && (
          <section className="flex flex-col gap-1">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{aiMessages.content}</h3>
            <p className="whitespace-pre-wrap rounded-md border border-line bg-surface-2 px-3 py-2">{prompt}</p>
          </section>
        )}
        {generating && (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner className="size-4" />
            {aiMessages.generating}
          </p>
        )}
        {hasResponse && (
          <section className="flex flex-col gap-1" aria-labelledby={responseId}>
            <h3 id={responseId} className="text-xs font-semibold uppercase tracking-wide text-muted">
              {aiMessages.response}
            </h3>
            <div
              role="status"
              // Marks markup from outside, for the end-to-end checks of what it may carry.
              data-user-content=""
              className={`rounded-md border border-line px-3 py-2 ${RESPONSE_STYLES}`}
              // Sanitised: no script, handlers, unsafe URLs, forms or images from the server.
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(response.response_html, { allowImages: false }) }}
            />
          </section>
        )}
        {state === 'no-response' && (
          <p role="alert" className="font-medium text-danger">
            {aiMessages.emptyResponse}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1 px-4 pb-3 pt-3">
        <label htmlFor={inputId} className="sr-only">
          {aiMessages.taskLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={task}
          autoFocus
          autoComplete="off"
          disabled={generating}
          onChange={(e) => onTaskChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={prompt.trim() ? aiMessages.taskPlaceholderWithPrompt : aiMessages.taskPlaceholder}
          className="h-10 w-full rounded-md border border-line bg-canvas px-3 text-sm text-fg placeholder:text-muted focus:outline-2 focus:outline-primary disabled:opacity-60"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-4 py-3">
        {hasResponse ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="primary" onClick={onUse}>
              {aiMessages.useResponse}
            </Button>
            <Button size="sm" onClick={onCopy} aria-live="polite">
              {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
              {copied ? aiMessages.copied : aiMessages.copy}
            </Button>
          </div>
        ) : (
          <p className="max-w-md text-xs text-muted">{aiMessages.consent}</p>
        )}
        <div className="ml-auto flex gap-2">
          <Button size="sm" onClick={onClose}>
            {aiMessages.close}
          </Button>
          <Button size="sm" variant="primary" onClick={onSubmit} loading={generating}>
            {generating ? aiMessages.generating : response ? aiMessages.generateAgain : aiMessages.generate}
          </Button>
        </div>
      </div>
    </div>
  );
}

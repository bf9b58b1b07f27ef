import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { aiMessages } from '../../src/domain/messages';
import { createAiAssistantModel, type AiAssistantModel } from '../../src/models/ai-assistant';
import { cn } from '../ui/cn';
import { SparklesIcon } from '../ui/icons';
import { sanitizeHtml } from '../ui/sanitize';
import { AiAssistantPanel } from './AiAssistantPanel';
import { useIslandModel } from '../ui/use-island-model';

export interface AiAssistantPopoverProps {
  workspaceSlug: string;
  projectId: string;
  /** Read when the popover opens: the content the task works on (a selection, a description) or "". */
  getPrompt?: () => string;
  /**
   * "Use this response": the sanitised HTML and the plain text; the host inserts one of them where
   * its cursor was. The popover closes afterwards.
   */
  onUseResponse: (html: string, text: string) => void;
  /** The trigger's text; the product shows "AI" with a sparkle. */
  label?: string;
  className?: string;
}

function Bridge({ close, model, getPrompt, onUseResponse }: { close: () => void; model: AiAssistantModel } & Pick<AiAssistantPopoverProps, 'getPrompt' | 'onUseResponse'>) {
  const view = useUnit(model.view);
  const { opened, closed, responseUsed } = useUnit({ opened: model.opened, closed: model.closed, responseUsed: model.responseUsed });
  const inputRef = useRef<HTMLInputElement>(null);

  // The panel mounts when the popover opens and unmounts when it closes: that is the model's session.
  useEffect(() => {
    opened(getPrompt?.() ?? '');
    return () => closed();
    // The prompt is read once, when the popover opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, closed]);

  // After an answer (or none) the task input gets the focus back, ready for "Generate again".
  useEffect(() => {
    if (view.state === 'response' || view.state === 'no-response') inputRef.current?.focus();
  }, [view.state]);

  return (
    <AiAssistantPanel
      {...view}
      inputRef={inputRef}
      onClose={close}
      onUse={() => {
        if (!view.response) return;
        onUseResponse(sanitizeHtml(view.response.response_html, { allowImages: false }), view.response.response);
        responseUsed();
        close();
      }}
    />
  );
}

/** The AI assistant: a button that opens the popover; Escape or an outside click closes it and resets it. */
export function AiAssistantPopover({ workspaceSlug, projectId, getPrompt, onUseResponse, label = aiMessages.trigger, className }: AiAssistantPopoverProps) {
  const model = useIslandModel(() => createAiAssistantModel({ workspaceSlug, projectId }), [workspaceSlug, projectId]);
  return (
    <Popover className={cn('relative', className)}>
      {({ close }) => (
        <>
          <PopoverButton className="inline-flex h-8 items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-open:bg-surface-2">
            <SparklesIcon size={14} className="text-primary" />
            {label}
          </PopoverButton>
          <PopoverPanel
            // 16 px from every edge of the viewport: at 8 the 50rem panel read as touching the window's side.
            anchor={{ to: 'bottom start', gap: 8, padding: 16 }}
            role="dialog"
            aria-label={aiMessages.panelLabel}
            className="z-40 w-[min(50rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface text-fg shadow-2xl outline-none"
          >
            <Bridge close={close} model={model} getPrompt={getPrompt} onUseResponse={onUseResponse} />
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}

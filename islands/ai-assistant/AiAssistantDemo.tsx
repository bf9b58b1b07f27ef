import { useId, useRef, useState } from 'react';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { AiAssistantPopover } from './AiAssistantPopover';
import { OPEN_DEMO } from '../ui/demo-opener';

export interface AiAssistantDemoProps {
  workspaceSlug: string;
  projectId: string;
}

const STARTER =
  'The login page redirects to a blank screen on Safari. Users lose the form they typed. It started after the 2.3 release. Support has 14 tickets about it.';

/**
 * The /components/ai-assistant/ demo: a plain text area as the host. The selection (or the whole
 * text) is the content; "Use this response" puts the answer's text where the selection was.
 */
function AiAssistantDemo({ workspaceSlug, projectId }: AiAssistantDemoProps) {
  const id = useId();
  const [text, setText] = useState(STARTER);
  const area = useRef<HTMLTextAreaElement>(null);
  /** The cursor as it was when the popover opened (the text area loses focus to it). */
  const saved = useRef({ start: 0, end: 0 });
  /** Until the text area is used, its caret sits at 0; an answer then goes after the text. */
  const used = useRef(false);

  const getPrompt = () => {
    const el = area.current;
    if (!el) return text;
    saved.current = used.current ? { start: el.selectionStart, end: el.selectionEnd } : { start: el.value.length, end: el.value.length };
    const { start, end } = saved.current;
    return start !== end ? el.value.slice(start, end) : el.value;
  };

  const onUseResponse = (_html: string, answer: string) => {
    const { start, end } = saved.current;
    // An answer added after the text (not replacing a selection) starts a paragraph of its own.
    const lead = start === end && start > 0 && !/\n$/.test(text.slice(0, start)) ? '\n\n' : '';
    const inserted = `${lead}${answer}`;
    setText(`${text.slice(0, start)}${inserted}${text.slice(end)}`);
    used.current = true;
    requestAnimationFrame(() => {
      const el = area.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + lead.length, start + inserted.length);
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Description
        </label>
        <AiAssistantPopover workspaceSlug={workspaceSlug} projectId={projectId} label={OPEN_DEMO} getPrompt={getPrompt} onUseResponse={onUseResponse} />
      </div>
      <textarea
        id={id}
        ref={area}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSelect={() => {
          used.current = true;
        }}
        rows={7}
        className="w-full rounded-md border border-line bg-canvas px-3 py-2 text-sm text-fg focus:outline-2 focus:outline-primary"
      />
      <p className="text-xs text-muted">
        Select part of the text to work on just that part; the answer replaces the selection. Try the tasks “Summarise”, “Rewrite as a
        checklist”, “Fix the grammar”, “Make it shorter”, “Suggest a title”, or anything else.
      </p>
    </div>
  );
}

export default withIslandBoundary(withDemoPlaces(AiAssistantDemo, 'project', ({ workspaceSlug, projectId }) => ({ workspaceSlug, projectId })), 'AI assistant');

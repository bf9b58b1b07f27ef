import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { editorLimits } from '../../../../src/domain/constants';
import { blockTypeButtonLabel, markLabel, MARK_SHORTCUTS, toolbarItems, type BlockType, type MarkCommand } from '../../../../src/domain/editor/toolbar';
import { editorMessages } from '../../../../src/domain/messages';
import { cn } from '../../../ui/cn';
import { TrashIcon } from '../../../ui/icons';
import type { EditorBridge } from '../../bridge';
import { currentLinkHref, setLink, unsetLink } from '../../marks/link';
import { isCommandActive, runCommand, type CommandEnvironment } from '../../commands/registry';
import { rangeRect, useFloating, floatingStyle } from '../../ui/floating';
import { ArrowUpRightIcon, BoldIcon, ChevronDownIcon, CodeIcon, ItalicIcon, StrikeIcon, UnderlineIcon } from '../../ui/icons';
import { LinkEditor } from './LinkEditor';
import { activeBlockTypes, selectionContext } from './selection-context';
import { useBridgeSelector } from '../../ui/useBridge';
import { retryingLazy } from '../../../ui/retrying-lazy';

/**
 * The block dropdown (Headless UI's menu, with react-aria and floating-ui: about a third of the
 * editor's script) loads as its own chunk, asked for as soon as a selection could show the toolbar,
 * which waits `updateDelayMs` before it appears; until it arrives an inert look-alike holds its place.
 */
const loadBlockTypeMenu = () => import('./BlockTypeMenu');
const BlockTypeMenu = retryingLazy(() => loadBlockTypeMenu().then((m) => m.BlockTypeMenu));

function BlockTypeButtonPlaceholder({ active }: { active: BlockType[] }) {
  return (
    <span aria-hidden="true" className="flex h-8 items-center gap-1 rounded-md px-2 text-sm text-fg">
      <span className="max-w-28 truncate">{blockTypeButtonLabel(active, editorMessages.multipleBlocks)}</span>
      <ChevronDownIcon size={14} />
    </span>
  );
}

const MARK_ICONS: Record<MarkCommand, ComponentType<SVGProps<SVGSVGElement> & { size?: number }>> = {
  bold: BoldIcon, italic: ItalicIcon, underline: UnderlineIcon, strikethrough: StrikeIcon, code: CodeIcon,
};
const MARK_KEYS: Record<MarkCommand, string> = { bold: 'bold', italic: 'italic', underline: 'underline', strikethrough: 'strikethrough', code: 'code' };

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcutText = (shortcut: string) => shortcut.replace('Mod', isMac ? 'Cmd' : 'Ctrl').replace(/-/g, '+').replace(/\+([a-z])$/, (_, k: string) => `+${k.toUpperCase()}`);

export interface SelectionToolbarProps {
  bridge: EditorBridge;
  env: CommandEnvironment;
  /** How long the selection must rest before the toolbar moves to it (SPEC section 9). */
  updateDelayMs?: number;
  /** Stories: show the link panel straight away. */
  initialLinkOpen?: boolean;
}

/**
 * What the toolbar depends on. With an empty (or otherwise toolbar-less) selection that is only the
 * view, focus and pointer flags, so typing re-renders nothing; once a selection could carry the
 * toolbar, every state change re-renders it (marks, link and block type are read from the state).
 */
function selectToolbar(bridge: EditorBridge) {
  const view = bridge.events.view;
  const state = view?.state;
  const context = state && bridge.canEdit ? selectionContext(state) : null;
  return {
    view,
    pointerSelecting: bridge.events.pointerSelecting,
    focused: bridge.events.focused,
    state: context ? state : null,
    kind: context?.kind ?? null,
    inInlineCode: context?.inInlineCode ?? false,
  };
}

/**
 * The floating toolbar over a text selection: block dropdown, link editor and mark buttons, with
 * the items the selection allows. It waits while the pointer is still dragging out a selection.
 */
export function SelectionToolbar({ bridge, env, updateDelayMs = editorLimits.toolbarUpdateDelayMs, initialLinkOpen = false }: SelectionToolbarProps) {
  const snapshot = useBridgeSelector(bridge, selectToolbar);
  const { view } = snapshot;
  const state = view?.state;
  const context = snapshot.kind ? { kind: snapshot.kind, inInlineCode: snapshot.inInlineCode } : null;
  const [hasFocus, setHasFocus] = useState(false);
  const [linkOpen, setLinkOpen] = useState(initialLinkOpen);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);

  const selectionKey = context && state ? `${state.selection.from}:${state.selection.to}` : null;
  const wanted = Boolean(context && !bridge.events.pointerSelecting && (bridge.events.focused || hasFocus));

  useEffect(() => {
    if (wanted) void loadBlockTypeMenu().catch(() => undefined);
  }, [wanted]);

  useEffect(() => {
    if (!wanted || !selectionKey) {
      setSettledKey(null);
      return undefined;
    }
    const timer = setTimeout(() => setSettledKey(selectionKey), updateDelayMs);
    return () => clearTimeout(timer);
  }, [wanted, selectionKey, updateDelayMs]);

  useEffect(() => {
    if (!selectionKey) setLinkOpen(initialLinkOpen);
  }, [selectionKey, initialLinkOpen]);

  const visible = wanted && settledKey !== null && settledKey === selectionKey;
  const from = state?.selection.from ?? 0;
  const to = state?.selection.to ?? 0;
  const getRect = useMemo(
    () => (visible && view ? () => (view.isDestroyed ? null : rangeRect(view.coordsAtPos(from), view.coordsAtPos(to))) : null),
    [visible, view, from, to],
  );
  const position = useFloating(getRect, floating, 'top', [from, to, linkOpen]);

  if (!visible || !view || !state || !context) return null;
  const items = toolbarItems(context);
  const run = (key: string) => runCommand(view, key, env);

  return (
    <div
      ref={(node) => {
        containerRef.current = node;
        setFloating(node);
      }}
      role="toolbar"
      aria-label={editorMessages.toolbarLabel}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
      onMouseDown={(event) => {
        if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
      }}
      className="fixed z-50 flex max-w-[calc(100vw-1rem)] flex-wrap items-center gap-0.5 rounded-lg border border-line bg-surface p-1 shadow-lg"
      style={floatingStyle(position)}
    >
      {linkOpen ? (
        <LinkEditor
          initialHref={currentLinkHref(state)}
          onApply={(href) => {
            setLink(href)(view.state, view.dispatch);
            setLinkOpen(false);
            view.focus();
          }}
          onRemove={() => {
            unsetLink(view.state, view.dispatch);
            setLinkOpen(false);
            view.focus();
          }}
          onClose={() => {
            setLinkOpen(false);
            view.focus();
          }}
        />
      ) : (
        <>
          {items.blockType && (
            <>
              <Suspense fallback={<BlockTypeButtonPlaceholder active={activeBlockTypes(state)} />}>
                <BlockTypeMenu active={activeBlockTypes(state)} onSelect={(type: BlockType) => run(type === 'code' ? 'code_block' : type)} />
              </Suspense>
              <span className="mx-0.5 h-5 w-px bg-line" aria-hidden />
            </>
          )}
          {items.link && (
            <>
              <button
                type="button"
                onClick={() => setLinkOpen(true)}
                aria-pressed={currentLinkHref(state) !== null}
                className={cn('flex h-8 items-center gap-1 rounded-md px-2 text-sm hover:bg-surface-2', currentLinkHref(state) !== null ? 'text-primary' : 'text-fg')}
              >
                <ArrowUpRightIcon size={14} />
                {editorMessages.link}
              </button>
              <span className="mx-0.5 h-5 w-px bg-line" aria-hidden />
            </>
          )}
          {items.marks.map((mark) => {
            const Icon = MARK_ICONS[mark];
            const active = isCommandActive(state, MARK_KEYS[mark]);
            const label = markLabel(mark);
            return (
              <button
                key={mark}
                type="button"
                aria-label={label}
                aria-pressed={active}
                title={`${label} (${shortcutText(MARK_SHORTCUTS[mark])})`}
                onClick={() => run(MARK_KEYS[mark])}
                className={cn('flex size-8 items-center justify-center rounded-md', active ? 'bg-primary-soft text-primary' : 'text-fg hover:bg-surface-2')}
              >
                <Icon size={15} />
              </button>
            );
          })}
          {items.deleteImage && (
            <button
              type="button"
              aria-label={editorMessages.deleteImage}
              title={editorMessages.deleteImage}
              onClick={() => {
                view.dispatch(view.state.tr.deleteSelection());
                view.focus();
              }}
              className="flex size-8 items-center justify-center rounded-md text-danger hover:bg-danger-soft"
            >
              <TrashIcon size={15} />
            </button>
          )}
        </>
      )}
    </div>
  );
}

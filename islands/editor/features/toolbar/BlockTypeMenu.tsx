import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ComponentType, SVGProps } from 'react';
import { BLOCK_TYPES, blockTypeButtonLabel, blockTypeLabel, type BlockType } from '../../../../src/domain/editor/toolbar';
import { editorMessages } from '../../../../src/domain/messages';
import { CheckIcon } from '../../../ui/icons';
import { cn } from '../../../ui/cn';
import { BulletListIcon, ChevronDownIcon, CodeIcon, HeadingIcon, NumberedListIcon, QuoteIcon, TextIcon, TodoIcon } from '../../ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
const ICONS: Partial<Record<BlockType, Icon>> = {
  text: TextIcon, 'bulleted-list': BulletListIcon, 'numbered-list': NumberedListIcon, 'to-do-list': TodoIcon, quote: QuoteIcon, code: CodeIcon,
};

function BlockIcon({ type }: { type: BlockType }) {
  const Known = ICONS[type];
  if (Known) return <Known size={15} />;
  return <HeadingIcon size={15} level={Number(type.slice(1))} />;
}

export interface BlockTypeMenuProps {
  active: BlockType[];
  onSelect: (type: BlockType) => void;
}

/** The toolbar's block dropdown: the active type (or "Multiple"), with a check on the active entry. */
export function BlockTypeMenu({ active, onSelect }: BlockTypeMenuProps) {
  const label = blockTypeButtonLabel(active, editorMessages.multipleBlocks);
  const single = new Set(active).size === 1 ? active[0] : null;
  return (
    <Menu>
      <MenuButton
        aria-label={`${editorMessages.blockTypeLabel}: ${label}`}
        className="flex h-8 items-center gap-1 rounded-md px-2 text-sm text-fg hover:bg-surface-2 data-[open]:bg-surface-2"
      >
        <span className="max-w-28 truncate">{label}</span>
        <ChevronDownIcon size={14} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom start', gap: 6 }}
        className="z-[60] max-h-80 w-52 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg outline-none"
      >
        {BLOCK_TYPES.map((type) => (
          <MenuItem key={type}>
            <button
              type="button"
              onClick={() => onSelect(type)}
              className={cn('flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-fg', 'data-[focus]:bg-surface-2')}
            >
              <span className="flex size-6 items-center justify-center text-muted">
                <BlockIcon type={type} />
              </span>
              <span className="flex-1">{blockTypeLabel(type)}</span>
              {single === type && <CheckIcon size={14} className="text-primary" />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

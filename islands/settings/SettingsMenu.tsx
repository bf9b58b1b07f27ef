import { useEffect, useRef } from 'react';
import { buildSettingsUrl } from '../../src/domain/routes';
import { settingsMenuFor, type RoleName } from '../../src/domain/roles';
import { settingsMessages } from '../../src/domain/messages';
import { cn } from '../ui/cn';
import { sitePage } from '../ui/site-path';
import type { SettingsPageKey } from './settings-pages';

export interface SettingsMenuProps {
  workspaceSlug: string;
  role: RoleName;
  active: SettingsPageKey;
}

const href = (slug: string, path: string) => sitePage(buildSettingsUrl(slug, path));

/**
 * The workspace settings menu filtered by role (REFERENCE 2.11): a "Settings" column on wide
 * screens, a row of tabs on narrow ones — both filtered, unlike the reference's mobile bar.
 */
export function SettingsMenu({ workspaceSlug, role, active }: SettingsMenuProps) {
  const items = settingsMenuFor(role);
  const listRef = useRef<HTMLUListElement>(null);
  // On a narrow screen the menu is a row of tabs: bring the current one into view, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [active, role]);
  return (
    <nav aria-label={settingsMessages.menuLabel} className="md:w-48 md:shrink-0">
      <p className="mb-2 hidden px-2 text-xs font-semibold uppercase tracking-wider text-muted md:block">{settingsMessages.menuHeading}</p>
      <ul ref={listRef} className="flex gap-1 overflow-x-auto border-b border-line pb-2 md:flex-col md:overflow-visible md:border-b-0 md:pb-0">
        {items.map((item) => {
          const current = item.key === active;
          return (
            <li key={item.key} className="shrink-0">
              <a
                href={href(workspaceSlug, item.path)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-primary',
                  current ? 'bg-primary-soft font-medium text-primary' : 'text-fg hover:bg-surface-2',
                )}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

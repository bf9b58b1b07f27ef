import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Suspense, useEffect, type FormEvent } from 'react';
import type { UnsplashImage } from '../../src/domain/entities';
import { coverMessages, editorMessages } from '../../src/domain/messages';
import type { CoverTab, LoadStatus } from '../../src/models/cover-picker';
import type { DroppedFiles } from '../../src/models/upload-slot';
import { Button } from '../ui/Button';
import { cn } from '../ui/cn';
import { SearchIcon } from '../ui/icons';
import { CoverGrid, type CoverChoice } from './CoverGrid';
import { retryingLazy } from '../ui/retrying-lazy';

export interface CoverPickerPanelProps {
  tabs: CoverTab[];
  tab: CoverTab;
  onTabChange: (tab: CoverTab) => void;
  value: string | null;
  query: string;
  onQueryChange: (query: string) => void;
  onSearch: () => void;
  unsplashStatus: LoadStatus;
  results: UnsplashImage[];
  covers: string[];
  coversStatus: LoadStatus;
  saving: boolean;
  onChoose: (url: string) => void;
  upload: {
    chosenUrl: string | null;
    chosenName?: string;
    error: string | null;
    maxSize: number;
    uploading: boolean;
    progress: number | null;
    onDrop: (files: DroppedFiles) => void;
    onSubmit: () => void;
    onCancel: () => void;
  };
}

// The Upload tab (the drop zone, react-dropzone) is its own chunk: the page paints without it, and
// opening the picker starts loading it, so it is there by the time the tab is chosen.
const loadUploadTab = () => import('./CoverUploadTab');
const UploadTab = retryingLazy(() => loadUploadTab().then((m) => m.CoverUploadTab));

const TAB_LABELS: Record<CoverTab, string> = {
  unsplash: coverMessages.tabUnsplash,
  images: coverMessages.tabImages,
  upload: coverMessages.tabUpload,
};

/** The picker's content: Unsplash, Images and Upload as pill tabs (REFERENCE 2.7). */
export function CoverPickerPanel(props: CoverPickerPanelProps) {
  const { tabs, tab, onTabChange, value, saving, onChoose } = props;
  const selectedIndex = Math.max(0, tabs.indexOf(tab));
  useEffect(() => {
    void loadUploadTab();
  }, []);
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={(index) => onTabChange(tabs[index])} className="flex h-full flex-col">
      <TabList className="flex shrink-0 gap-1 border-b border-line px-3 py-2">
        {tabs.map((t) => (
          <Tab
            key={t}
            className={cn(
              'rounded-full px-3 py-1 text-sm font-medium text-muted outline-none transition-colors',
              'hover:bg-surface-2 data-selected:bg-primary-soft data-selected:text-primary',
              'data-focus:outline-2 data-focus:outline-primary',
            )}
          >
            {TAB_LABELS[t]}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="min-h-0 flex-1 overflow-y-auto p-3">
        {tabs.map((t) => (
          <TabPanel key={t} className="outline-none">
            {t === 'unsplash' && <UnsplashTab {...props} />}
            {t === 'images' && (
              <CoverGrid
                items={props.covers.map((url, i): CoverChoice => ({ key: url, thumbnail: url, value: url, alt: `built-in cover ${i + 1}` }))}
                loading={props.coversStatus === 'loading' || props.coversStatus === 'idle'}
                selected={value}
                disabled={saving}
                onChoose={onChoose}
              />
            )}
            {t === 'upload' && (
              <Suspense fallback={<div className="h-40 animate-pulse rounded-lg bg-surface-2" role="status" aria-label={editorMessages.loading} />}>
                <UploadTab {...props} />
              </Suspense>
            )}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

function UnsplashTab({ query, onQueryChange, onSearch, unsplashStatus, results, value, saving, onChoose }: CoverPickerPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <div className="flex flex-col gap-3">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon size={14} className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-muted" />
          <input
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder={coverMessages.searchPlaceholder}
            aria-label={coverMessages.searchPlaceholder}
            className="h-9 w-full rounded-md border border-line bg-canvas pl-8 pr-3 text-sm text-fg placeholder:text-muted focus:outline-2 focus:outline-primary"
          />
        </div>
        <Button type="submit" variant="primary" busy={unsplashStatus === 'loading'}>
          {coverMessages.search}
        </Button>
      </form>
      <CoverGrid
        items={results.map((image): CoverChoice => ({
          key: image.id,
          thumbnail: image.urls.small,
          value: image.urls.regular,
          alt: image.alt_description ?? image.id,
        }))}
        loading={unsplashStatus === 'loading' || unsplashStatus === 'idle'}
        selected={value}
        disabled={saving}
        onChoose={onChoose}
      />
    </div>
  );
}

import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { DEFAULT_THEME } from '../../src/domain/constants';
import { themeMessages } from '../../src/domain/messages';
import type { ThemeFormValues } from '../../src/domain/theme';
import { notify } from '../../src/models/toasts';
import { ThemeEditorForm } from './ThemeEditorForm';

const noop = () => undefined;
const defaults: ThemeFormValues = { ...DEFAULT_THEME, darkPalette: true };

/** The side sheet's width, with its title, as the drawer shows it. */
const Sheet = ({ children }: { children: React.ReactNode }) => (
  <div role="dialog" aria-labelledby="sheet-title" className="flex h-[46rem] w-full max-w-md flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-xl">
    <h2 id="sheet-title" className="border-b border-line px-5 py-4 text-lg font-semibold">
      {themeMessages.heading}
    </h2>
    {children}
  </div>
);

export const Defaults: Story = () => (
  <Sheet>
    <ThemeEditorForm initial={defaults} submitting={false} onSubmit={noop} />
  </Sheet>
);

export const LightCustom: Story = () => (
  <Sheet>
    <ThemeEditorForm
      initial={{ background: '#fafaf7', text: '#1c1917', primary: '#b45309', sidebarBackground: '#f1efe8', sidebarText: '#292524', darkPalette: false }}
      submitting={false}
      onSubmit={noop}
    />
  </Sheet>
);

export const Required: Story = () => (
  <Sheet>
    <ThemeEditorForm
      initial={{ background: '', text: '', primary: '', sidebarBackground: '', sidebarText: '', darkPalette: true }}
      submitting={false}
      onSubmit={noop}
      showErrorsInitially
    />
  </Sheet>
);

export const InvalidHex: Story = () => (
  <Sheet>
    <ThemeEditorForm initial={{ ...defaults, primary: '#3f7', sidebarText: '#c5c5cz' }} submitting={false} onSubmit={noop} showErrorsInitially />
  </Sheet>
);

export const Saving: Story = () => (
  <Sheet>
    <ThemeEditorForm initial={defaults} submitting onSubmit={noop} />
  </Sheet>
);

export const SaveFailed: Story = () => {
  useEffect(() => {
    notify({ type: 'error', message: themeMessages.updateFailure });
  }, []);
  return (
    <Sheet>
      <ThemeEditorForm initial={defaults} submitting={false} onSubmit={noop} />
    </Sheet>
  );
};

export const Saved: Story = () => {
  useEffect(() => {
    notify({ type: 'success', message: themeMessages.updateSuccess });
  }, []);
  return (
    <Sheet>
      <ThemeEditorForm initial={defaults} submitting={false} onSubmit={noop} />
    </Sheet>
  );
};

import type { Story } from '@ladle/react';
import type { ReactElement } from 'react';
import { DEFAULT_THEME } from '../../src/domain/constants';
import { themeMessages } from '../../src/domain/messages';
import type { ThemeFormValues } from '../../src/domain/theme';
import { ThemeEditorForm } from './ThemeEditorForm';
import { ToastOnMount } from '../ui/ToastOnMount';

const noop = () => undefined;
const defaults: ThemeFormValues = { ...DEFAULT_THEME, darkPalette: true };
const atDefaults = <ThemeEditorForm initial={defaults} submitting={false} onSubmit={noop} />;

/** The side sheet's width, with its title, as the drawer shows it. */
const Sheet = ({ children }: { children: React.ReactNode }) => (
  <div role="dialog" aria-labelledby="sheet-title" className="flex h-[46rem] w-full max-w-md flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-xl">
    <h2 id="sheet-title" className="border-b border-line px-5 py-4 text-lg font-semibold">
      {themeMessages.heading}
    </h2>
    {children}
  </div>
);

/** A story of one state: the element in the sheet's frame. */
const inSheet = (element: ReactElement): Story => () => <Sheet>{element}</Sheet>;

export const Defaults: Story = () => <Sheet>{atDefaults}</Sheet>;

export const LightCustom: Story = inSheet(
  <ThemeEditorForm
    initial={{ background: '#fafaf7', text: '#1c1917', primary: '#b45309', sidebarBackground: '#f1efe8', sidebarText: '#292524', darkPalette: false }}
    submitting={false}
    onSubmit={noop}
  />
);

export const Required: Story = inSheet(
  <ThemeEditorForm
    initial={{ background: '', text: '', primary: '', sidebarBackground: '', sidebarText: '', darkPalette: true }}
    submitting={false}
    onSubmit={noop}
    showErrorsInitially
  />
);

export const InvalidHex: Story = inSheet(<ThemeEditorForm initial={{ ...defaults, primary: '#3f7', sidebarText: '#c5c5cz' }} submitting={false} onSubmit={noop} showErrorsInitially />);

export const Saving: Story = inSheet(<ThemeEditorForm initial={defaults} submitting onSubmit={noop} />);

export const SaveFailed: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: themeMessages.updateFailure }}>
    <Sheet>{atDefaults}</Sheet>
  </ToastOnMount>
);

export const Saved: Story = () => (
  <ToastOnMount toast={{ type: 'success', message: themeMessages.updateSuccess }}>
    <Sheet>{atDefaults}</Sheet>
  </ToastOnMount>
);

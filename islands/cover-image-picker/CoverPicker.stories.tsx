import type { Story } from '@ladle/react';
import type { ReactElement } from 'react';
import type { UnsplashImage } from '../../src/domain/entities';
import { uploadMessages } from '../../src/domain/messages';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';
import { samplePicture } from '../image-upload/sample-picture';
import { CoverPickerPanel, type CoverPickerPanelProps } from './CoverPickerPanel';
import { ToastOnMount } from '../ui/ToastOnMount';

const noop = () => undefined;

const swatch = (top: string, bottom: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="160" height="90" fill="url(#g)"/><path d="M0 90 L40 50 L70 70 L110 35 L160 80 L160 90Z" fill="${bottom}" opacity="0.8"/></svg>`,
  )}`;

const COLOURS: Array<[string, string, string]> = [
  ['mountain lake at dawn', '#c7d6ea', '#5b7fa6'], ['desert dunes', '#f6dcc0', '#d9a066'], ['forest path', '#e1cdb5', '#8a5a2b'],
  ['city skyline', '#3a4566', '#1f2a44'], ['ocean waves', '#b7dde3', '#2f7f8f'], ['snowy ridge', '#f1f5f9', '#94a3b8'],
  ['rice terraces', '#cfe6c2', '#5c9a3c'], ['northern lights', '#7dd3c0', '#2a6f5a'],
];
const results: UnsplashImage[] = COLOURS.map(([alt, top, bottom], i) => ({
  id: `story-${i}`,
  alt_description: alt,
  urls: { regular: swatch(top, bottom), small: swatch(top, bottom) },
}));
const covers = ['#3f76ff', '#16a34a', '#f59e0b', '#8b5cf6', '#ef4444', '#0ea5e9'].map((c) => swatch(c, '#0b1026'));

const base: CoverPickerPanelProps = {
  tabs: ['unsplash', 'images', 'upload'],
  tab: 'unsplash',
  onTabChange: noop,
  value: results[1].urls.regular,
  query: '',
  onQueryChange: noop,
  onSearch: noop,
  unsplashStatus: 'ready',
  results,
  covers,
  coversStatus: 'ready',
  saving: false,
  onChoose: noop,
  upload: {
    chosenUrl: null,
    error: null,
    maxSize: MAX_UPLOAD_BYTES,
    uploading: false,
    progress: null,
    onDrop: noop,
    onSubmit: noop,
    onCancel: noop,
  },
};

/** The popover's size on a wide screen (36 x 28 rem). */
const Frame = ({ children }: { children: React.ReactNode }) => (
  <div role="dialog" aria-label="Cover image picker" className="flex h-[28rem] w-full max-w-[36rem] flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-2xl">
    {children}
  </div>
);

/** A story of one state: the element in the popover's frame. */
const inFrame = (element: ReactElement): Story => () => <Frame>{element}</Frame>;

export const UnsplashLoading: Story = inFrame(<CoverPickerPanel {...base} unsplashStatus="loading" results={[]} />);

export const UnsplashResults: Story = inFrame(<CoverPickerPanel {...base} query="mountain" />);

export const UnsplashNoImages: Story = inFrame(<CoverPickerPanel {...base} query="zebra" results={[]} />);

export const UnsplashHidden: Story = inFrame(<CoverPickerPanel {...base} tabs={['images', 'upload']} tab="images" unsplashStatus="failed" value={covers[2]} />);

export const Images: Story = inFrame(<CoverPickerPanel {...base} tab="images" value={covers[0]} />);

export const UploadIdle: Story = inFrame(<CoverPickerPanel {...base} tab="upload" />);

export const UploadChosen: Story = inFrame(<CoverPickerPanel {...base} tab="upload" upload={{ ...base.upload, chosenUrl: samplePicture, chosenName: 'cover.png' }} />);

export const UploadRefused: Story = inFrame(<CoverPickerPanel {...base} tab="upload" upload={{ ...base.upload, error: uploadMessages.invalidFormat }} />);

export const Uploading: Story = inFrame(<CoverPickerPanel {...base} tab="upload" upload={{ ...base.upload, chosenUrl: samplePicture, uploading: true, progress: 0.6 }} />);

export const UploadFailed: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: 'The asset could not be stored.' }}>
    <Frame>
      <CoverPickerPanel {...base} tab="upload" upload={{ ...base.upload, chosenUrl: samplePicture }} />
    </Frame>
  </ToastOnMount>
);

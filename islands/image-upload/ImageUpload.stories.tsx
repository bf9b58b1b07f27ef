import type { Story } from '@ladle/react';
import { ImageUploadDialog, type ImageUploadDialogProps } from './ImageUploadDialog';
import { ImageDropzone } from './ImageDropzone';
import { uploadMessages } from '../../src/domain/messages';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';
import { samplePicture } from './sample-picture';
import { ToastOnMount } from '../ui/ToastOnMount';

const noop = () => undefined;

const base: ImageUploadDialogProps = {
  open: true,
  currentUrl: null,
  chosenUrl: null,
  error: null,
  maxSize: MAX_UPLOAD_BYTES,
  busy: false,
  uploading: false,
  progress: null,
  removing: false,
  onDrop: noop,
  onSubmit: noop,
  onRemove: noop,
  onClose: noop,
};

export const IdleEmpty: Story = () => <ImageUploadDialog {...base} />;

export const IdleWithCurrentImage: Story = () => <ImageUploadDialog {...base} currentUrl={samplePicture} />;

export const FileChosen: Story = () => <ImageUploadDialog {...base} chosenUrl={samplePicture} chosenName="avatar.png" />;

export const TooLarge: Story = () => <ImageUploadDialog {...base} error={uploadMessages.tooLarge} />;

export const InvalidFormat: Story = () => <ImageUploadDialog {...base} currentUrl={samplePicture} error={uploadMessages.invalidFormat} />;

export const Uploading: Story = () => <ImageUploadDialog {...base} chosenUrl={samplePicture} busy uploading progress={0.45} />;

export const Removing: Story = () => <ImageUploadDialog {...base} currentUrl={samplePicture} removing />;

export const UploadFailed: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: uploadMessages.failure }}>
    <ImageUploadDialog {...base} chosenUrl={samplePicture} />
  </ToastOnMount>
);

export const DropzoneDragging: Story = () => (
  <div className="max-w-sm">
    <ImageDropzone imageUrl={null} imageAlt="" maxSize={MAX_UPLOAD_BYTES} error={null} onDrop={noop} forceDragActive />
  </div>
);

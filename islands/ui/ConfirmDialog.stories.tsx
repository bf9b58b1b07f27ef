import type { Story } from '@ladle/react';
import { confirmDemoMessages, issuePickerMessages } from '../../src/domain/messages';
import { ConfirmDialog } from './ConfirmDialog';

const noop = () => undefined;

export const Danger: Story = () => (
  <ConfirmDialog open title={confirmDemoMessages.dangerTitle} content={confirmDemoMessages.dangerContent} onCancel={noop} onConfirm={noop} />
);

export const DangerLoading: Story = () => (
  <ConfirmDialog open loading title={confirmDemoMessages.dangerTitle} content={confirmDemoMessages.dangerContent} onCancel={noop} onConfirm={noop} />
);

export const Primary: Story = () => (
  <ConfirmDialog
    open
    variant="primary"
    title={confirmDemoMessages.primaryTitle}
    content={confirmDemoMessages.primaryContent}
    confirmLabel={confirmDemoMessages.primaryConfirm}
    loadingLabel={confirmDemoMessages.primaryLoading}
    onCancel={noop}
    onConfirm={noop}
  />
);

export const PrimaryLoading: Story = () => (
  <ConfirmDialog
    open
    loading
    variant="primary"
    title={confirmDemoMessages.primaryTitle}
    content={confirmDemoMessages.primaryContent}
    confirmLabel={confirmDemoMessages.primaryConfirm}
    loadingLabel={confirmDemoMessages.primaryLoading}
    onCancel={noop}
    onConfirm={noop}
  />
);

export const BulkDelete: Story = () => (
  <ConfirmDialog
    open
    title={issuePickerMessages.bulkDeleteConfirmTitle}
    content={issuePickerMessages.bulkDeleteConfirmContent(12)}
    loadingLabel={issuePickerMessages.deleting}
    onCancel={noop}
    onConfirm={noop}
  />
);

import type { Story } from '@ladle/react';
import { confirmDemoMessages, issuePickerMessages } from '../../src/domain/messages';
import { ConfirmDialog } from './ConfirmDialog';

const noop = () => undefined;

const danger = { title: confirmDemoMessages.dangerTitle, content: confirmDemoMessages.dangerContent, onCancel: noop, onConfirm: noop };
const primary = {
  variant: 'primary' as const,
  title: confirmDemoMessages.primaryTitle,
  content: confirmDemoMessages.primaryContent,
  confirmLabel: confirmDemoMessages.primaryConfirm,
  loadingLabel: confirmDemoMessages.primaryLoading,
  onCancel: noop,
  onConfirm: noop,
};

export const Danger: Story = () => <ConfirmDialog open {...danger} />;

export const DangerLoading: Story = () => <ConfirmDialog open loading {...danger} />;

export const Primary: Story = () => <ConfirmDialog open {...primary} />;

export const PrimaryLoading: Story = () => <ConfirmDialog open loading {...primary} />;

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

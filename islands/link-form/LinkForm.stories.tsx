import type { Story } from '@ladle/react';
import { LinkFormDialog } from './LinkFormDialog';
import { LinksList } from './LinksList';
import { genericError } from '../../src/domain/messages';
import { ToastOnMount } from '../ui/ToastOnMount';

const noop = () => undefined;
const empty = { url: '', title: '' };

export const Empty: Story = () => (
  <LinkFormDialog open mode="create" initial={empty} submitting={false} onSubmit={noop} onClose={noop} />
);

export const InvalidUrl: Story = () => (
  <LinkFormDialog open mode="create" initial={{ url: 'ftp://example.com', title: 'Spec' }} submitting={false} onSubmit={noop} onClose={noop} showErrorsInitially />
);

export const UrlRequired: Story = () => (
  <LinkFormDialog open mode="create" initial={empty} submitting={false} onSubmit={noop} onClose={noop} showErrorsInitially />
);

export const Editing: Story = () => (
  <LinkFormDialog open mode="edit" initial={{ url: 'https://example.com/spec', title: 'Design spec' }} submitting={false} onSubmit={noop} onClose={noop} />
);

export const Submitting: Story = () => (
  <LinkFormDialog open mode="create" initial={{ url: 'https://plane.so', title: 'Plane' }} submitting onSubmit={noop} onClose={noop} />
);

export const Failed: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: genericError }}>
    <LinkFormDialog open mode="create" initial={{ url: 'https://plane.so', title: 'Plane' }} submitting={false} onSubmit={noop} onClose={noop} />
  </ToastOnMount>
);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const links = [
  { id: '1', title: 'Design spec', url: 'https://example.com/spec', created_by: 'ada', created_at: daysAgo(4) },
  { id: '2', title: null, url: 'https://example.com/a-very-long-url/that/keeps/going/and/going', created_by: 'grace', created_at: daysAgo(3) },
];

export const ListForMember: Story = () => (
  <div className="max-w-md">
    <LinksList links={links} canEdit authorName={(id) => id} onCopy={noop} onEdit={noop} onDelete={noop} />
  </div>
);

export const ListForGuest: Story = () => (
  <div className="max-w-md">
    <LinksList links={links} canEdit={false} authorName={(id) => id} onCopy={noop} onEdit={noop} onDelete={noop} />
  </div>
);

import type { Story } from '@ladle/react';
import { NotAllowed } from './NotAllowed';
import { SettingsMenu } from './SettingsMenu';

const Frame = ({ children }: { children: React.ReactNode }) => <div className="max-w-3xl">{children}</div>;

export const Guest: Story = () => <Frame><SettingsMenu workspaceSlug="acme" role="guest" active="general" /></Frame>;
export const Viewer: Story = () => <Frame><SettingsMenu workspaceSlug="acme" role="viewer" active="members" /></Frame>;
export const Member: Story = () => <Frame><SettingsMenu workspaceSlug="acme" role="member" active="exports" /></Frame>;
export const Admin: Story = () => <Frame><SettingsMenu workspaceSlug="acme" role="admin" active="api-tokens" /></Frame>;

export const NotAllowedForAViewer: Story = () => (
  <Frame>
    <div className="flex flex-col gap-6 md:flex-row">
      <SettingsMenu workspaceSlug="acme" role="viewer" active="webhooks" />
      <div className="min-w-0 flex-1">
        <NotAllowed workspaceSlug="acme" page="Webhooks" minimum="admin" role="viewer" />
      </div>
    </div>
  </Frame>
);

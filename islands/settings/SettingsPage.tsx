import { useUnit } from 'effector-react';
import { meetsRole } from '../../src/domain/roles';
import { $role } from '../../src/models/session';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { UnavailableNote } from '../ui/UnavailableNote';
import { callAvailability } from '../../src/models/backend';
import { ApiTokensSettings } from './ApiTokensSettings';
import { BillingSettings } from './BillingSettings';
import { ExportsSettings } from './ExportsSettings';
import { GeneralSettings } from './GeneralSettings';
import { ImportsSettings } from './ImportsSettings';
import { MembersSettings } from './MembersSettings';
import { NotAllowed } from './NotAllowed';
import { SettingsMenu } from './SettingsMenu';
import { WebhooksSettings } from './WebhooksSettings';
import { settingsPage, type SettingsPageKey } from './settings-pages';

const CONTENT: Record<SettingsPageKey, (props: { workspaceSlug: string }) => React.ReactNode> = {
  general: GeneralSettings,
  members: MembersSettings,
  billing: BillingSettings,
  exports: ExportsSettings,
  webhooks: WebhooksSettings,
  'api-tokens': ApiTokensSettings,
  imports: ImportsSettings,
};

export interface SettingsPageProps {
  workspaceSlug: string;
  page: SettingsPageKey;
}

/**
 * One workspace settings page: the role-filtered menu and the page, or a "not allowed" state for a
 * role below the page's minimum. The content mounts only when allowed, so nothing is fetched for it.
 */
function SettingsPage({ workspaceSlug, page }: SettingsPageProps) {
  const role = useUnit($role);
  const meta = settingsPage(page);
  const Content = CONTENT[page];
  // Imports are the one settings page a server may not have at all (Plane's community edition).
  const availability = page === 'imports' ? callAvailability('imports') : null;
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <SettingsMenu workspaceSlug={workspaceSlug} role={role} active={page} />
      <div className="min-w-0 flex-1">
        {availability && !availability.available ? (
          <UnavailableNote reason={availability.reason} />
        ) : meetsRole(role, meta.minimum) ? (
          <Content workspaceSlug={workspaceSlug} />
        ) : (
          <NotAllowed workspaceSlug={workspaceSlug} page={meta.label} minimum={meta.minimum} role={role} />
        )}
      </div>
    </div>
  );
}

export default withIslandBoundary(SettingsPage, 'workspace settings');

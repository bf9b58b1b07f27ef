import { useUnit } from 'effector-react';
import { PERMISSIONS, roleLabel } from '../../src/domain/roles';
import { rolesMessages } from '../../src/domain/messages';
import { $role } from '../../src/models/session';
import { CheckIcon, XIcon } from '../ui/icons';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { SettingsMenu } from '../settings/SettingsMenu';

/** What the role chosen in the header may do, and the settings menu it gets, live. */
function RolePreview({ workspaceSlug }: { workspaceSlug: string }) {
  const role = useUnit($role);
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_220px]">
      <section aria-labelledby="role-preview-heading" className="flex flex-col gap-3">
        <h2 id="role-preview-heading" className="text-base font-semibold">
          {rolesMessages.viewingAs} <span className="text-primary">{roleLabel(role)}</span>
        </h2>
        <ul className="flex flex-col gap-1.5 text-sm" aria-label={rolesMessages.permissionsOf(roleLabel(role))}>
          {PERMISSIONS.map((permission) => {
            const allowed = permission.allowed(role);
            return (
              <li key={permission.key} className="flex items-start gap-2">
                <span className={allowed ? 'mt-0.5 text-success' : 'mt-0.5 text-danger'} aria-hidden="true">
                  {allowed ? <CheckIcon size={15} /> : <XIcon size={15} />}
                </span>
                <span>
                  <span className="sr-only">{allowed ? rolesMessages.allowed : rolesMessages.notAllowed}</span>
                  {permission.label}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="rounded-lg border border-line p-3">
        <SettingsMenu workspaceSlug={workspaceSlug} role={role} active="general" />
      </div>
    </div>
  );
}

export default withIslandBoundary(withDemoPlaces(RolePreview, 'workspace', ({ workspaceSlug }) => ({ workspaceSlug })), 'role preview');

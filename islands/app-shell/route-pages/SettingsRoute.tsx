import type { RoutePageProps } from '../RoutePage';
import SettingsPage from '../../settings/SettingsPage';

export default function SettingsRoute({ route, settingsPage }: RoutePageProps) {
  return (
    <>
      <h1>Workspace settings</h1>
      <div className="not-prose mt-4">
        <SettingsPage workspaceSlug={route.workspaceSlug} page={settingsPage!.key} />
      </div>
    </>
  );
}

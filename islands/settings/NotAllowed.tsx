import { buildSettingsUrl } from '../../src/domain/routes';
import { roleLabel, type RoleName } from '../../src/domain/roles';
import { settingsMessages } from '../../src/domain/messages';
import { sitePage } from '../ui/site-path';
import { Illustration } from '../empty-state/illustrations';

export interface NotAllowedProps {
  workspaceSlug: string;
  page: string;
  minimum: RoleName;
  role: RoleName;
}

/** What a role sees on a settings page it may not open: why, and a way back. */
export function NotAllowed({ workspaceSlug, page, minimum, role }: NotAllowedProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-line px-4 py-10 text-center" role="alert">
      <Illustration kind="disabled" className="w-full max-w-[220px]" />
      <h2 className="text-lg font-semibold">{settingsMessages.notAllowedTitle}</h2>
      <p className="max-w-md text-sm text-muted">{settingsMessages.notAllowed(page, roleLabel(minimum), roleLabel(role))}</p>
      <a href={sitePage(buildSettingsUrl(workspaceSlug, '/settings'))} className="text-sm font-medium text-primary underline underline-offset-2">
        {settingsMessages.backToGeneral}
      </a>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { createLinksModel } from '../../src/models/links';
import { $memberName, membersRequested } from '../../src/models/members';
import { LinksSection } from './LinksSection';
import { Button } from '../ui/Button';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { checkedIssueKey } from '../../src/models/demo-places';
import { OPEN_DEMO } from '../ui/demo-opener';
import { useIslandModel } from '../ui/use-island-model';

export interface LinkFormDemoProps {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
  moduleId: string;
  /** Whose links these are, as the checked records name them (the sample's when none were checked). */
  issueLabel: string;
  moduleLabel: string;
}

/** The /components/link-form/ demo: an issue's links and a module's links, against the API. */
function LinkFormDemo({ workspaceSlug, projectId, issueId, moduleId, issueLabel, moduleLabel }: LinkFormDemoProps) {
  const issueLinks = useIslandModel(() => createLinksModel({ kind: 'issue', workspaceSlug, projectId, issueId }), [workspaceSlug, projectId, issueId]);
  const moduleLinks = useIslandModel(() => createLinksModel({ kind: 'module', workspaceSlug, projectId, moduleId }), [workspaceSlug, projectId, moduleId]);
  const [moduleFeatureEnabled, setModuleFeatureEnabled] = useState(true);
  const { memberName, requestMembers, openCreate, openEdit } = useUnit({
    memberName: $memberName,
    requestMembers: membersRequested,
    openCreate: issueLinks.createRequested,
    openEdit: issueLinks.editRequested,
  });
  const firstLink = useUnit(issueLinks.$links)[0];

  useEffect(() => {
    requestMembers(workspaceSlug);
  }, [requestMembers, workspaceSlug]);

  return (
    <div className="not-prose flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={openCreate}>
          {OPEN_DEMO}
        </Button>
        <Button onClick={() => firstLink && openEdit(firstLink)} disabled={!firstLink}>
          Edit link
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="rounded-lg border border-line p-4">
          <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">{issueLabel}</p>
          <LinksSection model={issueLinks} authorName={memberName} />
        </div>
        <div className="rounded-lg border border-line p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{moduleLabel}</p>
            <label className="flex items-center gap-1.5 text-xs">
              <input type="checkbox" checked={moduleFeatureEnabled} onChange={(e) => setModuleFeatureEnabled(e.target.checked)} />
              Modules feature enabled
            </label>
          </div>
          <LinksSection model={moduleLinks} featureEnabled={moduleFeatureEnabled} authorName={memberName} heading="Module links" />
        </div>
      </div>
    </div>
  );
}

export default withIslandBoundary(
  withDemoPlaces(LinkFormDemo, 'issue', ({ workspaceSlug, projectId, issueId, moduleId }, target) => ({
    workspaceSlug,
    projectId,
    issueId,
    moduleId,
    // The check reads the issue, not the module: a module of the reader's own is named by its place only.
    issueLabel: `Issue ${checkedIssueKey(target, 'WEB-1')}`,
    moduleLabel: target ? 'Module (link_module)' : 'Module "Editor" (link_module)',
  })),
  'link form',
);

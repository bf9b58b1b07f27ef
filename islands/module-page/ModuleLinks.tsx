import { useEffect} from 'react';
import { useUnit } from 'effector-react';
import { createLinksModel } from '../../src/models/links';
import { pageModel } from '../../src/models/kit';
import { $memberName, membersRequested } from '../../src/models/members';
import { LinksSection } from '../link-form/LinksSection';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { useIslandModel } from '../ui/use-island-model';

export interface ModuleLinksProps {
  workspaceSlug: string;
  projectId: string;
  moduleId: string;
  /** False when the project's modules feature is off or the module is archived. */
  featureEnabled: boolean;
}

/** A module's links (`link_module`), with actions hidden for guests, viewers and a disabled feature. */
function ModuleLinks({ workspaceSlug, projectId, moduleId, featureEnabled }: ModuleLinksProps) {
  const model = useIslandModel(() => pageModel(createLinksModel, { kind: 'module' as const, workspaceSlug, projectId, moduleId }), [workspaceSlug, projectId, moduleId]);
  const { memberName, requestMembers } = useUnit({ memberName: $memberName, requestMembers: membersRequested });
  useEffect(() => {
    requestMembers(workspaceSlug);
  }, [requestMembers, workspaceSlug]);
  return <LinksSection model={model} featureEnabled={featureEnabled} authorName={memberName} />;
}

export default withIslandBoundary(ModuleLinks, 'module links');

import { withIslandBoundary } from '../ui/IslandBoundary';
import { CreateWorkspaceForm } from './CreateWorkspaceForm';

/** /create-workspace/: a reserved first segment (SPEC section 2), its own route rather than a part of a workspace's settings. */
export default withIslandBoundary(CreateWorkspaceForm, 'create workspace');

import { useState } from 'react';
import { useUnit } from 'effector-react';
import { firstContentShown } from '../../src/domain/first-content';
import { createCoverPickerModel } from '../../src/models/cover-picker';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { CoverImagePicker } from './CoverImagePicker';
import { CoverCard } from './CoverCard';
import { useMounted } from '../ui/use-mounted';
import { OPEN_DEMO } from '../ui/demo-opener';
import { useIslandModel } from '../ui/use-island-model';

export interface CoverImagePickerDemoProps {
  workspaceSlug: string;
  projectId: string;
  projectName: string;
  /**
   * The cover the page drew before the island (the seed's, in the mocked build): shown until the
   * project's first answer, when the page's gate let its first content show, so the picture does not
   * blink out while the island loads what it already shows.
   */
  drawnCover?: string | null;
}

/** The /components/cover-image-picker/ demo: a project's cover and the picker that changes it. */
function CoverImagePickerDemo({ workspaceSlug, projectId, projectName, drawnCover = null }: CoverImagePickerDemoProps) {
  const model = useIslandModel(() => createCoverPickerModel({ workspaceSlug, projectId }), [workspaceSlug, projectId]);
  const { value, answered, mounted } = useUnit({ value: model.$value, answered: model.$answered, mounted: model.mounted });
  const [drawn] = useState(() => (firstContentShown(document) ? drawnCover : null));
  useMounted(mounted);
  return (
    <CoverCard
      cover={value ?? (answered ? null : drawn)}
      projectName={projectName}
      loading={!answered}
      action={<CoverImagePicker model={model} label={OPEN_DEMO} />}
    />
  );
}

export default withIslandBoundary(
  withDemoPlaces(CoverImagePickerDemo, 'project', ({ workspaceSlug, projectId }, target, page: { projectName: string; drawnCover?: string | null }) => ({
    workspaceSlug, projectId, projectName: target?.project?.name ?? page.projectName, drawnCover: page.drawnCover ?? null,
  })),
  'cover image picker',
);

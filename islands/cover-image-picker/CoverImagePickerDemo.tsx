import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { coverMessages } from '../../src/domain/messages';
import { createCoverPickerModel } from '../../src/models/cover-picker';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { sitePath } from '../ui/site-path';
import { CoverImagePicker } from './CoverImagePicker';
import { useMounted } from '../ui/use-mounted';

export interface CoverImagePickerDemoProps {
  workspaceSlug: string;
  projectId: string;
  projectName: string;
}

/** The /components/cover-image-picker/ demo: a project's cover and the picker that changes it. */
function CoverImagePickerDemo({ workspaceSlug, projectId, projectName }: CoverImagePickerDemoProps) {
  const model = useMemo(() => createCoverPickerModel({ workspaceSlug, projectId }), [workspaceSlug, projectId]);
  const { value, mounted, loading } = useUnit({ value: model.$value, mounted: model.mounted, loading: model.loadFx.pending });
  useMounted(mounted);
  return (
    <div className="flex flex-col gap-3">
      <div className="relative h-40 overflow-hidden rounded-lg border border-line bg-surface-2 sm:h-52">
        {value ? (
          <img src={sitePath(value)} alt={`${coverMessages.currentCover}: ${projectName}`} className="size-full object-cover" />
        ) : (
          <p className="grid size-full place-items-center text-sm text-muted">{loading ? 'Loading…' : coverMessages.noCover}</p>
        )}
        <div className="absolute bottom-3 left-3 rounded-md bg-black/60 px-2 py-1 text-sm font-semibold text-white">{projectName}</div>
        <div className="absolute bottom-3 right-3">
          <CoverImagePicker model={model} label="Open demo" />
        </div>
      </div>
    </div>
  );
}

export default withIslandBoundary(
  withDemoPlaces(CoverImagePickerDemo, 'project', ({ workspaceSlug, projectId }, target, page: { projectName: string }) => ({
    workspaceSlug, projectId, projectName: target?.project?.name ?? page.projectName,
  })),
  'cover image picker',
);

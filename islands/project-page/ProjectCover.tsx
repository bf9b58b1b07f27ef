import { useUnit } from 'effector-react';
import { createCoverPickerModel } from '../../src/models/cover-picker';
import { pageModel } from '../../src/models/kit';
import { $role } from '../../src/models/session';
import { canWriteEntities } from '../../src/domain/roles';
import { coverMessages } from '../../src/domain/messages';
import { CoverImagePicker } from '../cover-image-picker/CoverImagePicker';
import { sitePath } from '../ui/site-path';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { useMounted } from '../ui/use-mounted';
import { SkeletonBar } from '../ui/PageSkeleton';
import { useIslandModel } from '../ui/use-island-model';

export interface ProjectCoverProps {
  workspaceSlug: string;
  projectId: string;
  projectName: string;
  identifier: string;
}

/** The project's cover banner; members and admins change it with the cover image picker. */
function ProjectCover({ workspaceSlug, projectId, projectName, identifier }: ProjectCoverProps) {
  const model = useIslandModel(() => pageModel(createCoverPickerModel, { workspaceSlug, projectId }), [workspaceSlug, projectId]);
  const { value, mounted, loading, role } = useUnit({ value: model.$value, mounted: model.mounted, loading: model.loadFx.pending, role: $role });
  useMounted(mounted);
  return (
    <div className="relative h-44 overflow-hidden rounded-xl border border-line bg-surface-2 sm:h-56" aria-busy={loading}>
      {value ? (
        <img src={sitePath(value)} alt={`${coverMessages.currentCover}: ${projectName}`} className="size-full object-cover" />
      ) : (
        loading ? (
          <SkeletonBar className="size-full rounded-none" />
        ) : (
          <p className="grid size-full place-items-center text-sm text-muted">{coverMessages.noCover}</p>
        )
      )}
      <div className="absolute bottom-3 left-3 flex items-center gap-2 rounded-md bg-black/65 px-2.5 py-1.5 text-white">
        <span className="rounded bg-white/20 px-1.5 font-mono text-xs">{identifier}</span>
        <span className="text-sm font-semibold">{projectName}</span>
      </div>
      {canWriteEntities(role) && (
        <div className="absolute bottom-3 right-3">
          <CoverImagePicker model={model} label="Change cover" />
        </div>
      )}
    </div>
  );
}

export default withIslandBoundary(ProjectCover, 'project cover');

import { useUnit } from 'effector-react';
import { createImageUploadModel, type ImageUploadModel } from '../../src/models/image-upload';
import { Button } from '../ui/Button';
import { UserIcon } from '../ui/icons';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { cn } from '../ui/cn';
import { ConnectedImageUpload } from './ConnectedImageUpload';
import { useMounted } from '../ui/use-mounted';
import { InlineRetry } from '../ui/InlineRetry';
import { OPEN_DEMO } from '../ui/demo-opener';
import { useIslandModel } from '../ui/use-island-model';

export interface ImageUploadDemoProps {
  workspaceSlug: string;
}

function ImageCard({ model, title, action, round }: { model: ImageUploadModel; title: string; action: string; round: boolean }) {
  const { current, loaded, loadError, mounted, opened } = useUnit({
    current: model.$current,
    loaded: model.$loaded,
    loadError: model.$loadError,
    mounted: model.mounted,
    opened: model.opened,
  });
  useMounted(mounted);
  return (
    <div className="flex items-center gap-4 rounded-lg border border-line p-4">
      <div className={cn('grid size-20 shrink-0 place-items-center overflow-hidden border border-line bg-surface-2', round ? 'rounded-full' : 'rounded-lg')}>
        {current.url ? (
          <img src={current.url} alt={title} className="size-full object-cover" />
        ) : (
          <UserIcon size={32} className="text-muted" />
        )}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-2">
        <p className="text-sm font-semibold">{title}</p>
        {loadError ? (
          <InlineRetry message={loadError} onRetry={mounted} size="xs" />
        ) : (
          <p className="text-xs text-muted">{!loaded ? 'Loading…' : current.url ? 'An image is set.' : 'No image yet.'}</p>
        )}
        <Button size="sm" variant={action === OPEN_DEMO ? 'primary' : 'secondary'} onClick={opened}>
          {action}
        </Button>
      </div>
      <ConnectedImageUpload model={model} />
    </div>
  );
}

/** The /components/image-upload/ demo: the current user's avatar and the workspace logo, against the API. */
function ImageUploadDemo({ workspaceSlug }: ImageUploadDemoProps) {
  const avatar = useIslandModel(() => createImageUploadModel({ kind: 'avatar' }), []);
  const logo = useIslandModel(() => createImageUploadModel({ kind: 'workspace-logo', workspaceSlug }), [workspaceSlug]);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <ImageCard model={avatar} title="Your avatar" action={OPEN_DEMO} round />
      <ImageCard model={logo} title="Workspace logo" action="Change workspace logo" round={false} />
    </div>
  );
}

export default withIslandBoundary(withDemoPlaces(ImageUploadDemo, 'workspace', ({ workspaceSlug }) => ({ workspaceSlug })), 'image upload');

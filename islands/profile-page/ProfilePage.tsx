import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { createImageUploadModel } from '../../src/models/image-upload';
import { createThemeModel } from '../../src/models/theme';
import { pageModel } from '../../src/models/kit';
import { $members, membersRequested } from '../../src/models/members';
import { displayName } from '../../src/domain/users';
import { roleLabel } from '../../src/domain/roles';
import { ConnectedImageUpload } from '../image-upload/ConnectedImageUpload';
import { LazyThemeEditor } from '../theme-editor/lazy';
import { ActivityFeed } from '../activity-feed/ActivityFeed';
import { Button } from '../ui/Button';
import { UserIcon } from '../ui/icons';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { useMounted } from '../ui/use-mounted';
import { useIslandModel } from '../ui/use-island-model';

export interface ProfilePageProps {
  workspaceSlug: string;
  userId: string;
  /** The signed-in user may change their own avatar and theme; other profiles are read-only. */
  isCurrentUser: boolean;
}

function OwnAvatar() {
  const model = useIslandModel(() => pageModel(createImageUploadModel, { kind: 'avatar' as const }), []);
  const { current, mounted, opened } = useUnit({ current: model.$current, mounted: model.mounted, opened: model.opened });
  useMounted(mounted);
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full border border-line bg-surface-2">
        {current.url ? <img src={current.url} alt="Your avatar" className="size-full object-cover" /> : <UserIcon size={32} className="text-muted" />}
      </div>
      <Button size="sm" variant="ghost" onClick={opened}>
        Change avatar
      </Button>
      <ConnectedImageUpload model={model} />
    </div>
  );
}

function OwnTheme() {
  const model = useIslandModel(() => pageModel(createThemeModel, undefined), []);
  const { mounted, opened, loaded } = useUnit({ mounted: model.mounted, opened: model.opened, loaded: model.$loaded });
  useMounted(mounted);
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-muted">Paint the whole workspace in your own colours.</p>
      <Button size="sm" onClick={opened} disabled={!loaded}>
        Customize theme
      </Button>
      <LazyThemeEditor model={model} />
    </div>
  );
}

/** A member's profile: who they are, their activity, and for yourself your avatar and theme. */
function ProfilePage({ workspaceSlug, userId, isCurrentUser }: ProfilePageProps) {
  const { members, requestMembers } = useUnit({ members: $members, requestMembers: membersRequested });
  useEffect(() => {
    requestMembers(workspaceSlug);
  }, [requestMembers, workspaceSlug]);
  const member = members.find((m) => m.member.id === userId);
  const source = useMemo(() => ({ kind: 'user' as const, workspaceSlug, userId }), [workspaceSlug, userId]);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-4 rounded-xl border border-line bg-surface p-5">
        {isCurrentUser ? (
          <OwnAvatar />
        ) : (
          <div className="grid size-20 place-items-center overflow-hidden rounded-full border border-line bg-surface-2">
            {member?.member.avatar ? <img src={member.member.avatar} alt="" className="size-full object-cover" /> : <UserIcon size={32} className="text-muted" />}
          </div>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold wrap-anywhere">{member ? displayName(member.member) : 'Loading…'}</h1>
          {member && (
            <p className="text-sm text-muted">
              {member.member.first_name} {member.member.last_name} · {roleLabel(member.role)}
              {isCurrentUser ? ' · you' : ''}
            </p>
          )}
        </div>
      </header>
      {isCurrentUser && (
        <section aria-labelledby="theme-heading" className="rounded-xl border border-line bg-surface p-5">
          <h2 id="theme-heading" className="mb-2 text-base font-semibold">Theme</h2>
          <OwnTheme />
        </section>
      )}
      <section className="rounded-xl border border-line bg-surface p-5">
        <ActivityFeed source={source} heading="Activity" />
      </section>
    </div>
  );
}

export default withIslandBoundary(ProfilePage, 'profile');

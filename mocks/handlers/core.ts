import type { CurrentUser, Member } from '../../src/domain/entities';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';
import { json, noContent, notFound, resetMockData, route } from '../runtime';
import type { MockDb } from '../db';

function currentUser(db: MockDb): CurrentUser {
  const { role, ...user } = db.currentUser();
  return { ...user, role };
}

/** Config, the current user, the workspace and its members, and the mock's own admin calls. */
export const coreRoutes = [
  route('config', () => json({ file_size_limit: MAX_UPLOAD_BYTES })),

  route('me', ({ db }) => json(currentUser(db))),

  /** The spec's user belongs to every workspace the mock has. */
  route('myWorkspaces', ({ db }) => json(db.workspace.all())),

  route('workspace', ({ db, params }) => {
    const workspace = db.workspace.all().find((w) => w.slug === params.slug);
    return workspace ? json(workspace) : notFound('Workspace not found.');
  }),

  route('members', ({ db }) => {
    const members: Member[] = db.users.all().map(({ role, theme: _theme, ...member }) => ({ member, role }));
    return json(members);
  }),

  route('log', ({ db }) => json(db.log)),

  /** Drops the caller's edits (its namespace's): every data set is rebuilt from the fixtures on the next call. */
  route('reset', ({ namespace }) => {
    resetMockData(namespace);
    return noContent();
  }),
];

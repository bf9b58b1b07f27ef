import { createEffect, createEvent, createStore, sample } from 'effector';
import { coreApi } from '../api/core';
import { unwrap } from '../api/result';
import type { Member } from '../domain/entities';
import { displayName } from '../domain/users';

/** Workspace members, loaded once per page, for names and avatars. */
export const membersRequested = createEvent<string>();
export const loadMembersFx = createEffect((slug: string) => unwrap(coreApi.members(slug)));
export const $members = createStore<Member[]>([]).on(loadMembersFx.doneData, (_, members) => members);

sample({
  clock: membersRequested,
  source: { members: $members, pending: loadMembersFx.pending },
  filter: ({ members, pending }) => members.length === 0 && !pending,
  fn: (_, slug) => slug,
  target: loadMembersFx,
});

export const $memberName = $members.map((members) => {
  const byId = new Map(members.map((m) => [m.member.id, m.member]));
  return (userId: string) => {
    const user = byId.get(userId);
    return user ? displayName(user) : 'someone';
  };
});

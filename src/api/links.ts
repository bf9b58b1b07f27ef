import type { Link, LinkInput } from '../domain/link';
import { arrayOf, isString, nullable, shape, isNothing } from './guards';
import { send } from './send';
import type { IssueRef, ModuleRef } from '../domain/record-refs';

export const isLink = shape<Link>({
  id: isString,
  title: nullable(isString),
  url: isString,
  created_by: isString,
  created_at: isString,
});

/** Where a link belongs: an issue's links or a module's `link_module`. */
export type LinkOwner = IssueRef | ModuleRef;

/** The four calls on an owner's links, by the owner's kind. */
const LINK_ROUTES = {
  issue: { list: 'issueLinks', create: 'createIssueLink', update: 'updateIssueLink', remove: 'deleteIssueLink' },
  module: { list: 'moduleLinks', create: 'createModuleLink', update: 'updateModuleLink', remove: 'deleteModuleLink' },
} as const;

function ownerParams(owner: LinkOwner) {
  return owner.kind === 'issue'
    ? { slug: owner.workspaceSlug, projectId: owner.projectId, issueId: owner.issueId }
    : { slug: owner.workspaceSlug, projectId: owner.projectId, moduleId: owner.moduleId };
}

const payload = (input: LinkInput) => ({ url: input.url.trim(), title: input.title.trim() || null });

export const linksApi = {
  list: (owner: LinkOwner) => send(LINK_ROUTES[owner.kind].list, ownerParams(owner), { guard: arrayOf(isLink) }),
  create: (owner: LinkOwner, input: LinkInput) =>
    send(LINK_ROUTES[owner.kind].create, ownerParams(owner), { json: payload(input), guard: isLink }),
  update: (owner: LinkOwner, linkId: string, input: LinkInput) =>
    send(LINK_ROUTES[owner.kind].update, { ...ownerParams(owner), linkId }, { json: payload(input), guard: isLink }),
  remove: (owner: LinkOwner, linkId: string) =>
    send(LINK_ROUTES[owner.kind].remove, { ...ownerParams(owner), linkId }, { guard: isNothing, expectEmpty: true }),
};

import type { Link, LinkInput } from '../domain/link';
import { arrayOf, isString, nullable, shape, isNothing } from './guards';
import { request } from './http';
import { paths } from './paths';

export const isLink = shape<Link>({
  id: isString,
  title: nullable(isString),
  url: isString,
  created_by: isString,
  created_at: isString,
});

/** Where a link belongs: an issue's links or a module's `link_module`. */
export type LinkOwner =
  | { kind: 'issue'; workspaceSlug: string; projectId: string; issueId: string }
  | { kind: 'module'; workspaceSlug: string; projectId: string; moduleId: string };

function collection(owner: LinkOwner): string {
  return owner.kind === 'issue'
    ? paths.issueLinks(owner.workspaceSlug, owner.projectId, owner.issueId)
    : paths.moduleLinks(owner.workspaceSlug, owner.projectId, owner.moduleId);
}

function item(owner: LinkOwner, linkId: string): string {
  return owner.kind === 'issue'
    ? paths.issueLink(owner.workspaceSlug, owner.projectId, owner.issueId, linkId)
    : paths.moduleLink(owner.workspaceSlug, owner.projectId, owner.moduleId, linkId);
}

const payload = (input: LinkInput) => ({ url: input.url.trim(), title: input.title.trim() || null });

export const linksApi = {
  list: (owner: LinkOwner) => request(collection(owner), { guard: arrayOf(isLink) }),
  create: (owner: LinkOwner, input: LinkInput) =>
    request(collection(owner), { method: 'POST', json: payload(input), guard: isLink }),
  update: (owner: LinkOwner, linkId: string, input: LinkInput) =>
    request(item(owner, linkId), { method: 'PATCH', json: payload(input), guard: isLink }),
  remove: (owner: LinkOwner, linkId: string) =>
    request(item(owner, linkId), { method: 'DELETE', guard: isNothing, expectEmpty: true }),
};

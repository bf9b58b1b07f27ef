import type { Link } from '../../../domain/link';
import { arrayOf } from '../../guards';
import { carried, mapAnswer, plane, type PlaneCalls } from './client';
import { isPlaneLink, type PlaneLink } from './shapes';

/** Links match the spec's but for who made them, which Plane may leave null. */
export const linkFromPlane = ({ id, title, url, created_by, created_at }: PlaneLink): Link => ({ id, title, url, created_by: created_by ?? '', created_at });

const empty = { guard: (_v: unknown): _v is null => true, expectEmpty: true };

const LINK_AS_IS = 'The same path and payload; who made it may be null. A duplicate is a 400 `{error}`, a bad URL the nested `{url: {error}}`: both read.';

export const linkCalls: PlaneCalls = {
  issueLinks: { uses: ['issueLinks'], does: LINK_AS_IS, run: (params, options) => mapAnswer(plane('issueLinks', params, { guard: arrayOf(isPlaneLink), ...carried(options) }), (links) => links.map(linkFromPlane)) },
  createIssueLink: { uses: ['createIssueLink'], does: LINK_AS_IS, run: (params, options) => mapAnswer(plane('createIssueLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane) },
  updateIssueLink: { uses: ['updateIssueLink'], does: LINK_AS_IS, run: (params, options) => mapAnswer(plane('updateIssueLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane) },
  deleteIssueLink: { uses: ['deleteIssueLink'], does: 'As it is.', run: (params, options) => plane('deleteIssueLink', params, { ...empty, ...carried(options) }) },
  moduleLinks: { uses: ['moduleLinks'], does: LINK_AS_IS, run: (params, options) => mapAnswer(plane('moduleLinks', params, { guard: arrayOf(isPlaneLink), ...carried(options) }), (links) => links.map(linkFromPlane)) },
  createModuleLink: { uses: ['createModuleLink'], does: LINK_AS_IS, run: (params, options) => mapAnswer(plane('createModuleLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane) },
  updateModuleLink: {
    uses: ['updateModuleLink'],
    does: 'As it is: Plane checks `url` even on PATCH, and the spec\'s payload always carries it.',
    run: (params, options) => mapAnswer(plane('updateModuleLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane),
  },
  deleteModuleLink: { uses: ['deleteModuleLink'], does: 'As it is.', run: (params, options) => plane('deleteModuleLink', params, { ...empty, ...carried(options) }) },
};

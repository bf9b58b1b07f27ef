import type { Link } from '../../../domain/link';
import { arrayOf } from '../../guards';
import { carried, mapAnswer, plane, type PlaneCalls } from './client';
import { isPlaneLink, type PlaneLink } from './shapes';

/** Links match the spec's but for who made them, which Plane may leave null. */
export const linkFromPlane = ({ id, title, url, created_by, created_at }: PlaneLink): Link => ({ id, title, url, created_by: created_by ?? '', created_at });

const empty = { guard: (_v: unknown): _v is null => true, expectEmpty: true };

/**
 * The same paths and payloads as the spec's. Plane's own errors come in two shapes here: a
 * duplicate is a 400 `{error}` (not 409), a bad issue-link URL the nested `{url: {error}}`, both
 * read by the transport's error text.
 */
export const linkCalls: PlaneCalls = {
  issueLinks: (params, options) => mapAnswer(plane('issueLinks', params, { guard: arrayOf(isPlaneLink), ...carried(options) }), (links) => links.map(linkFromPlane)),
  createIssueLink: (params, options) => mapAnswer(plane('createIssueLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane),
  updateIssueLink: (params, options) => mapAnswer(plane('updateIssueLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane),
  deleteIssueLink: (params, options) => plane('deleteIssueLink', params, { ...empty, ...carried(options) }),
  moduleLinks: (params, options) => mapAnswer(plane('moduleLinks', params, { guard: arrayOf(isPlaneLink), ...carried(options) }), (links) => links.map(linkFromPlane)),
  createModuleLink: (params, options) => mapAnswer(plane('createModuleLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane),
  // Plane checks `url` even on PATCH; the spec's payload always carries it.
  updateModuleLink: (params, options) => mapAnswer(plane('updateModuleLink', params, { json: options.json, guard: isPlaneLink, ...carried(options) }), linkFromPlane),
  deleteModuleLink: (params, options) => plane('deleteModuleLink', params, { ...empty, ...carried(options) }),
};

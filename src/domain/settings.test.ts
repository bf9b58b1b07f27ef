import { describe, expect, it } from 'vitest';
import {
  apiTokenSchema, createWorkspaceSchema, fieldErrors, githubImportSchema, jiraImportSchema, slugMessage, suggestSlug, webhookSchema,
} from './settings';
import { linkMessages, settingsMessages } from './messages';
import { RESERVED_SEGMENTS } from './routes';
import { COMPANY_SIZE_OPTIONS, ROLE_OPTIONS } from './constants';

const cw = settingsMessages.createWorkspace;

describe('workspace slug messages', () => {
  it.each(RESERVED_SEGMENTS.map((s) => [s]))('reserved segment %s is rejected', (slug) => {
    expect(slugMessage(slug)).toBe(cw.slugProblems.reserved);
  });
  it.each([
    ['', cw.slugProblems.required], ['   ', cw.slugProblems.required], ['Acme', cw.slugProblems.invalid],
    ['-acme', cw.slugProblems.invalid], ['acme inc', cw.slugProblems.invalid], ['acme/x', cw.slugProblems.invalid],
    ['a'.repeat(49), cw.slugProblems['too-long']], ['API', cw.slugProblems.invalid],
    ['acme', null], ['acme-inc_2', null], ['profile-team', null], ['a'.repeat(48), null],
  ])('%j -> %s', (slug, expected) => expect(slugMessage(slug)).toBe(expected));
});

describe('suggestSlug', () => {
  it.each([
    ['Acme Inc.', 'acme-inc'], ['  Café Ünïcode  ', 'cafe-unicode'], ['snake_case ok', 'snake_case-ok'], ['!!!', ''],
  ])('%j -> %j', (name, slug) => expect(suggestSlug(name)).toBe(slug));
  it('never suggests more than 48 characters or a trailing dash', () => {
    const slug = suggestSlug(`${'word '.repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(48);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('create workspace form', () => {
  const valid = { name: 'Globex', slug: 'globex', company_size: COMPANY_SIZE_OPTIONS[1], role: ROLE_OPTIONS[0] };
  it('accepts a complete form', () => expect(fieldErrors(createWorkspaceSchema, valid)).toEqual({}));
  it('reports each field', () => {
    expect(fieldErrors(createWorkspaceSchema, { name: '', slug: 'onboarding', company_size: '', role: 'CEO' })).toEqual({
      name: settingsMessages.general.nameRequired,
      slug: cw.slugProblems.reserved,
      company_size: cw.sizeRequired,
      role: cw.roleRequired,
    });
  });
  it('offers the option lists of SPEC section 3', () => {
    expect(COMPANY_SIZE_OPTIONS).toEqual(['Just myself', '2-10', '11-50', '51-200', '201-500', '500+']);
    expect(ROLE_OPTIONS).toHaveLength(10);
  });
});

describe('webhook, token and import forms', () => {
  it.each([
    ['', linkMessages.urlRequired], ['ftp://x.io', linkMessages.urlInvalid], ['https://', linkMessages.urlInvalid], ['https://hooks.example.com/x', undefined],
  ])('webhook url %j', (url, message) => expect(fieldErrors(webhookSchema, { url }).url).toBe(message));

  it.each([
    ['', settingsMessages.apiTokens.titleRequired], ['x'.repeat(256), settingsMessages.apiTokens.titleTooLong], ['CI', undefined],
  ])('token title %j', (label, message) => expect(fieldErrors(apiTokenSchema, { label, expiry: 'never' }).label).toBe(message));

  it.each([
    ['makeplane/plane', undefined], ['plane', settingsMessages.imports.githubRepoInvalid], ['a/b/c', settingsMessages.imports.githubRepoInvalid], ['', settingsMessages.imports.required],
  ])('github repository %j', (repository, message) => expect(fieldErrors(githubImportSchema, { repository }).repository).toBe(message));

  it('jira needs an https site, a project key and an email', () => {
    expect(fieldErrors(jiraImportSchema, { site: 'http://x.atlassian.net', project_key: 'eng', email: 'nope' })).toEqual({
      site: settingsMessages.imports.jiraSiteInvalid,
      project_key: settingsMessages.imports.jiraKeyInvalid,
      email: settingsMessages.imports.jiraEmailInvalid,
    });
    expect(fieldErrors(jiraImportSchema, { site: 'https://acme.atlassian.net', project_key: 'ENG2', email: 'ada@acme.test' })).toEqual({});
  });
});

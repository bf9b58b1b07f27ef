import { describe, expect, it } from 'vitest';
import { buttonAvailability, EMPTY_STATES, emptyStateByKey, emptyStateGroups } from './empty-states';
import { ROLE_NAMES, type RoleName } from './roles';

/** Every key of REFERENCE 2.10, plus the two sidebar analytics states it mentions. */
const REFERENCE_KEYS = [
  'workspace-dashboard', 'workspace-analytics', 'workspace-projects', 'workspace-all-issues', 'workspace-assigned',
  'workspace-created', 'workspace-subscribed', 'workspace-custom-view', 'workspace-no-projects',
  'workspace-settings-api-tokens', 'workspace-settings-webhooks', 'workspace-settings-export', 'workspace-settings-import',
  'profile-assigned', 'profile-created', 'profile-subscribed', 'project-settings-labels', 'project-settings-integrations',
  'project-settings-estimate', 'project-cycles', 'project-cycle-no-issues', 'project-cycle-active', 'project-cycle-all',
  'project-cycle-completed-no-issues', 'project-archived-no-cycles', 'project-empty-filter', 'project-archived-empty-filter',
  'project-draft-empty-filter', 'project-no-issues', 'project-archived-no-issues', 'project-draft-no-issues',
  'views-empty-search', 'projects-empty-search', 'members-empty-search', 'project-module-issues', 'project-module',
  'project-archived-no-modules', 'project-view', 'project-page', 'project-page-private', 'project-page-public',
  'project-page-archived', 'command-k-search-empty-state', 'issue-relation-search-empty-state', 'issue-relation-empty-state',
  'issue-comment-empty-state', 'notification-my-issues-empty-state', 'notification-created-empty-state',
  'notification-subscribed-empty-state', 'notification-unread-empty-state', 'notification-snoozed-empty-state',
  'notification-archived-empty-state', 'active-cycle-progress-empty-state', 'active-cycle-chart-empty-state',
  'active-cycle-priority-issue-empty-state', 'active-cycle-assignee-empty-state', 'active-cycle-label-empty-state',
  'disabled-project-inbox', 'disabled-project-cycle', 'disabled-project-module', 'disabled-project-page',
  'disabled-project-view', 'inbox-sidebar-open-tab', 'inbox-sidebar-closed-tab', 'inbox-sidebar-filter-empty-state',
  'inbox-detail-empty-state', 'sidebar-no-assignees', 'sidebar-no-labels',
];

describe('empty states catalogue', () => {
  it('has every entry of the reference, once', () => {
    const keys = EMPTY_STATES.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...REFERENCE_KEYS].sort());
  });

  it('covers the areas the spec names', () => {
    for (const key of ['workspace-dashboard', 'workspace-analytics', 'workspace-projects', 'project-no-issues', 'project-cycles', 'project-module',
      'project-view', 'project-page', 'notification-unread-empty-state', 'disabled-project-inbox', 'workspace-settings-api-tokens',
      'workspace-settings-webhooks', 'workspace-settings-export', 'workspace-settings-import']) {
      expect(emptyStateByKey(key), key).toBeDefined();
    }
  });

  it.each([
    ['workspace-dashboard', 'Overview of your projects, activity, and metrics', 'Build your first project'],
    ['project-cycle-no-issues', 'No issues added to the cycle', 'Create new issue'],
    ['issue-relation-search-empty-state', 'No maching issues found', undefined],
    ['project-page', 'Write a note, a doc, or a full knowledge base. Get Galileo, Plane’s AI assistant, to help you get started', 'Create your first page'],
  ])('%s reads "%s"', (key, title, primary) => {
    const entry = emptyStateByKey(key)!;
    expect(entry.title).toBe(title);
    expect(entry.primary?.text).toBe(primary);
  });

  it('composes the disabled-feature descriptions from the feature texts', () => {
    expect(emptyStateByKey('disabled-project-cycle')!.description).toBe(
      `${emptyStateByKey('project-cycles')!.description} Enable the cycles feature for your project to start using them.`,
    );
    expect(emptyStateByKey('disabled-project-view')!.description).toBe(
      `${emptyStateByKey('project-view')!.description} Enable views in the project settings to start using them.`,
    );
    expect(emptyStateByKey('disabled-project-page')!.description).toMatch(/^Pages are thought spotting space in Plane\. Take down meeting notes/);
  });

  it('needs an admin to enable a disabled feature and a member for every other button', () => {
    for (const entry of EMPTY_STATES) {
      for (const button of [entry.primary, entry.secondary]) {
        if (!button) continue;
        expect(button.minimum, entry.key).toBe(entry.key.startsWith('disabled-') ? 'admin' : 'member');
      }
    }
  });

  it('detailed entries have descriptions unless the product has none', () => {
    const withoutDescription = EMPTY_STATES.filter((e) => e.layout === 'detailed' && !e.description).map((e) => e.key);
    expect(withoutDescription).toEqual(['project-empty-filter', 'project-archived-empty-filter', 'project-draft-empty-filter']);
  });

  it('groups keep every entry', () => {
    expect(emptyStateGroups().flatMap((g) => g.entries)).toHaveLength(EMPTY_STATES.length);
  });
});

describe('button availability by role', () => {
  const memberButton = emptyStateByKey('project-no-issues')!.primary!;
  const adminButton = emptyStateByKey('disabled-project-inbox')!.primary!;
  const cases: Array<[RoleName, boolean, boolean]> = [
    ['guest', false, false], ['viewer', false, false], ['member', true, false], ['admin', true, true],
  ];
  it.each(cases)('%s: member button %s, admin button %s', (role, memberEnabled, adminEnabled) => {
    expect(buttonAvailability(memberButton, role).enabled).toBe(memberEnabled);
    expect(buttonAvailability(adminButton, role).enabled).toBe(adminEnabled);
  });

  it('says why a button is disabled', () => {
    expect(buttonAvailability(memberButton, 'viewer')).toEqual({
      enabled: false, reason: 'You need the Member role or higher in this project to do this. You are a Viewer.',
    });
    expect(buttonAvailability(adminButton, 'member')).toEqual({
      enabled: false, reason: 'You need the Admin role or higher in this project to do this. You are a Member.',
    });
    expect(buttonAvailability(emptyStateByKey('workspace-dashboard')!.primary!, 'guest')).toMatchObject({
      reason: expect.stringContaining('in this workspace'),
    });
  });

  it('every role name is covered', () => expect(cases.map(([r]) => r)).toEqual(ROLE_NAMES));
});

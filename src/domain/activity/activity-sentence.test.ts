import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkProperty, fuzzTimeout } from '../../../tests/fuzz';
import type { Activity } from '../entities';
import { activityMessages } from '../messages';
import {
  ACTIVITY_FIELDS, activityActor, activityIcon, activitySentence, estimatePointText, formatActivityDate, sentenceText,
  type ActivityContext, type SentencePart,
} from './activity-sentence';
import { ACTIVITY_GROUPS, activityInGroup } from './activity-groups';
import { buildSeed } from '../../../fixtures/seed';

const ISSUE = 'WEB-1 Ship the shared dialogs';

function make(partial: Partial<Activity>): Activity {
  return {
    id: 'a1',
    field: null,
    verb: 'updated',
    old_value: null,
    new_value: null,
    old_identifier: null,
    new_identifier: null,
    issue: 'issue-web-0001',
    issue_detail: { name: 'Ship the shared dialogs', sequence_id: 1 },
    project: 'project-0001',
    project_detail: { identifier: 'WEB' },
    workspace_detail: { slug: 'acme' },
    actor: 'user-0002',
    actor_detail: { id: 'user-0002', display_name: 'grace', first_name: 'Grace', is_bot: false, avatar: null },
    created_at: '2026-11-20T09:30:00.000Z',
    ...partial,
  };
}

const issueFeed: ActivityContext = { showIssue: false, currentUserId: 'user-0001' };
const workspaceFeed: ActivityContext = { showIssue: true, currentUserId: 'user-0001' };
const text = (a: Activity, ctx: ActivityContext) => {
  const s = activitySentence(a, ctx);
  return s ? sentenceText(s, false) : null;
};

/** [case, activity, issue feed (showIssue=false), workspace/profile feed (showIssue=true)] — REFERENCE section 1. */
const table: Array<[string, Partial<Activity>, string, string]> = [
  ['no field', { field: null, verb: 'created' }, `created ${ISSUE}`, `created ${ISSUE}`],
  ['assignees added', { field: 'assignees', old_value: '', new_value: 'alan', new_identifier: 'user-0003' }, 'added a new assignee alan', `added a new assignee alan to ${ISSUE}`],
  ['assignees added, old null', { field: 'assignees', new_value: 'alan', new_identifier: 'user-0003' }, 'added a new assignee alan', `added a new assignee alan to ${ISSUE}`],
  ['assignees removed', { field: 'assignees', old_value: 'alan', new_value: '', old_identifier: 'user-0003' }, 'removed the assignee alan', `removed the assignee alan from ${ISSUE}`],
  ['archived', { field: 'archived_at', new_value: 'archive' }, `archived ${ISSUE}`, `archived ${ISSUE}`],
  ['archived, no value', { field: 'archived_at' }, `archived ${ISSUE}`, `archived ${ISSUE}`],
  ['restored', { field: 'archived_at', new_value: 'restore' }, `restored ${ISSUE}`, `restored ${ISSUE}`],
  ['attachment uploaded', { field: 'attachment', verb: 'created', new_value: 'https://example.com/a.pdf' }, 'uploaded a new attachment', `uploaded a new attachment to ${ISSUE}`],
  ['attachment uploaded, no url', { field: 'attachment', verb: 'created' }, 'uploaded a new attachment', `uploaded a new attachment to ${ISSUE}`],
  ['attachment removed', { field: 'attachment', verb: 'deleted', old_value: 'a.pdf' }, 'removed an attachment', `removed an attachment from ${ISSUE}`],
  ['description', { field: 'description' }, 'updated the description', `updated the description of ${ISSUE}`],
  ['estimate set 0', { field: 'estimate_point', new_value: '0' }, 'set the estimate point to 1 point', `set the estimate point to 1 point for ${ISSUE}`],
  ['estimate set 2', { field: 'estimate_point', new_value: '2' }, 'set the estimate point to 3 points', `set the estimate point to 3 points for ${ISSUE}`],
  ['estimate removed', { field: 'estimate_point', old_value: '2', new_value: '' }, 'removed the estimate point', `removed the estimate point from ${ISSUE}`],
  ['estimate removed, null', { field: 'estimate_point', old_value: '2' }, 'removed the estimate point', `removed the estimate point from ${ISSUE}`],
  ['issue created', { field: 'issue', verb: 'created' }, `created ${ISSUE}`, `created ${ISSUE}`],
  ['issue deleted', { field: 'issue', verb: 'deleted' }, `deleted ${ISSUE}`, `deleted ${ISSUE}`],
  ['label added', { field: 'labels', old_value: '', new_value: 'bug', new_identifier: 'label-1-0001' }, 'added a new label bug', `added a new label bug to ${ISSUE}`],
  ['label removed', { field: 'labels', old_value: 'bug', new_value: '', old_identifier: 'label-1-0001' }, 'removed the label bug', `removed the label bug from ${ISSUE}`],
  ['link added', { field: 'link', verb: 'created', new_value: 'https://example.com' }, 'added this link', `added this link to ${ISSUE}`],
  ['link updated', { field: 'link', verb: 'updated', old_value: 'https://a.com', new_value: 'https://b.com' }, 'updated the link', `updated the link from ${ISSUE}`],
  ['link removed', { field: 'link', verb: 'deleted', old_value: 'https://example.com' }, 'removed this link', `removed this link from ${ISSUE}`],
  ['cycle added', { field: 'cycles', verb: 'created', new_value: 'Sprint 21', new_identifier: 'cycle-1-0001' }, 'added this issue to the cycle Sprint 21', `added ${ISSUE} to the cycle Sprint 21`],
  ['cycle set', { field: 'cycles', verb: 'updated', new_value: 'Sprint 22', new_identifier: 'cycle-1-0002' }, 'set the cycle to Sprint 22', 'set the cycle to Sprint 22'],
  ['cycle removed', { field: 'cycles', verb: 'deleted', old_value: 'Sprint 21', old_identifier: 'cycle-1-0001' }, `removed ${ISSUE} from the cycle Sprint 21`, `removed ${ISSUE} from the cycle Sprint 21`],
  ['module added', { field: 'modules', verb: 'created', new_value: 'Editor', new_identifier: 'module-1-0001' }, 'added this issue to the module Editor', `added ${ISSUE} to the module Editor`],
  ['module set', { field: 'modules', verb: 'updated', new_value: 'Editor', new_identifier: 'module-1-0001' }, 'set the module to Editor', 'set the module to Editor'],
  ['module removed', { field: 'modules', verb: 'deleted', old_value: 'Editor', old_identifier: 'module-1-0001' }, `removed ${ISSUE} from the module Editor`, `removed ${ISSUE} from the module Editor`],
  ['name', { field: 'name', old_value: 'Old', new_value: 'New title' }, 'set the title to New title', `set the title to New title of ${ISSUE}`],
  ['name, no value', { field: 'name' }, 'set the title to None', `set the title to None of ${ISSUE}`],
  ['parent set', { field: 'parent', new_value: 'WEB-9' }, 'set the parent to WEB-9', `set the parent to WEB-9 for ${ISSUE}`],
  ['parent removed', { field: 'parent', old_value: 'WEB-9', new_value: '' }, 'removed the parent WEB-9', `removed the parent WEB-9 from ${ISSUE}`],
  ['priority', { field: 'priority', new_value: 'urgent' }, 'set the priority to Urgent', `set the priority to Urgent for ${ISSUE}`],
  ['priority none', { field: 'priority', new_value: '' }, 'set the priority to None', `set the priority to None for ${ISSUE}`],
  ['relates_to added', { field: 'relates_to', old_value: '', new_value: 'WEB-2' }, 'marked that this issue relates to WEB-2.', `marked that ${ISSUE} relates to WEB-2.`],
  ['relates_to removed', { field: 'relates_to', old_value: 'WEB-2', new_value: '' }, 'removed the relation from WEB-2.', 'removed the relation from WEB-2.'],
  ['blocking added', { field: 'blocking', old_value: '', new_value: 'WEB-3' }, 'marked this issue is blocking issue WEB-3.', `marked ${ISSUE} is blocking issue WEB-3.`],
  ['blocking removed', { field: 'blocking', old_value: 'WEB-3' }, 'removed the blocking issue WEB-3.', 'removed the blocking issue WEB-3.'],
  ['blocked_by added', { field: 'blocked_by', new_value: 'WEB-4' }, 'marked this issue is being blocked by WEB-4.', `marked ${ISSUE} is being blocked by WEB-4.`],
  ['blocked_by removed', { field: 'blocked_by', old_value: 'WEB-4' }, 'removed this issue being blocked by issue WEB-4.', `removed ${ISSUE} being blocked by issue WEB-4.`],
  ['duplicate added', { field: 'duplicate', old_value: '', new_value: 'WEB-5' }, 'marked this issue as duplicate of WEB-5.', `marked ${ISSUE} as duplicate of WEB-5.`],
  ['duplicate removed', { field: 'duplicate', old_value: 'WEB-5' }, 'removed this issue as a duplicate of WEB-5.', `removed ${ISSUE} as a duplicate of WEB-5.`],
  ['state', { field: 'state', new_value: 'In Progress' }, 'set the state to In Progress', `set the state to In Progress for ${ISSUE}`],
  ['start date set', { field: 'start_date', new_value: '2026-11-24' }, 'set the start date to Nov 24, 2026', `set the start date to Nov 24, 2026 for ${ISSUE}`],
  ['start date removed', { field: 'start_date', old_value: '2026-11-24', new_value: '' }, 'removed the start date', `removed the start date from ${ISSUE}`],
  ['due date set', { field: 'target_date', new_value: '2024-01-01' }, 'set the due date to Jan 01, 2024', `set the due date to Jan 01, 2024 for ${ISSUE}`],
  ['due date removed', { field: 'target_date', old_value: '2024-01-01' }, 'removed the due date', `removed the due date from ${ISSUE}`],
  ['inbox -1', { field: 'inbox', verb: '-1' }, 'declined this issue from inbox.', `declined issue ${ISSUE}`],
  ['inbox 0', { field: 'inbox', verb: '0' }, 'snoozed this issue.', `snoozed issue ${ISSUE}`],
  ['inbox 1', { field: 'inbox', verb: '1' }, 'accepted this issue from inbox.', `accepted issue ${ISSUE}`],
  ['inbox 2', { field: 'inbox', verb: '2' }, 'declined this issue from inbox by marking a duplicate issue.', `declined issue ${ISSUE} from inbox by marking a duplicate issue.`],
  ['inbox unknown', { field: 'inbox', verb: '7' }, 'updated inbox issue status.', `updated inbox issue status. ${ISSUE}`],
];

describe('activity sentences, every field and verb in both feeds (REFERENCE section 1)', () => {
  it.each(table)('%s', (_name, partial, inIssueFeed, inWorkspaceFeed) => {
    expect(text(make(partial), issueFeed)).toBe(inIssueFeed);
    expect(text(make(partial), workspaceFeed)).toBe(inWorkspaceFeed);
  });

  it('covers every field the spec lists', () => {
    const covered = new Set(table.map(([, partial]) => partial.field));
    for (const field of ACTIVITY_FIELDS) expect(covered, field).toContain(field);
  });

  it('renders nothing for a field it does not know', () => {
    expect(activitySentence(make({ field: 'updated_by' }), workspaceFeed)).toBeNull();
  });
});

describe('links and parts', () => {
  const parts = (a: Partial<Activity>, ctx: ActivityContext = workspaceFeed) => activitySentence(make(a), ctx)!.parts;
  const find = <K extends SentencePart['kind']>(list: SentencePart[], kind: K) =>
    list.find((p) => p.kind === kind) as Extract<SentencePart, { kind: K }> | undefined;

  it('links the issue with the route builder, identifier then name', () => {
    expect(find(parts({ field: 'state', new_value: 'Done' }), 'issue')).toEqual({
      kind: 'issue', href: '/acme/projects/project-0001/issues/issue-web-0001', identifier: 'WEB-1', name: 'Ship the shared dialogs',
    });
  });

  it('prefers the context slug over workspace_detail', () => {
    expect(find(parts({ field: 'state', new_value: 'Done' }, { ...workspaceFeed, workspaceSlug: 'other' }), 'issue')!.href).toBe(
      '/other/projects/project-0001/issues/issue-web-0001',
    );
  });

  it('never builds a protocol-relative link without a workspace slug', () => {
    const list = parts({ field: 'assignees', new_value: 'alan', new_identifier: 'user-0003', workspace_detail: { slug: '' } });
    expect(find(list, 'issue')!.href).toBeNull();
    expect(find(list, 'user')!.href).toBeNull();
  });

  it('links users to their profile by new_identifier, else old_identifier', () => {
    expect(find(parts({ field: 'assignees', old_value: '', new_value: 'alan', new_identifier: 'user-0003' }), 'user')).toEqual({
      kind: 'user', href: '/acme/profile/user-0003', text: 'alan',
    });
    expect(find(parts({ field: 'assignees', old_value: 'alan', old_identifier: 'user-0003' }), 'user')!.href).toBe('/acme/profile/user-0003');
  });

  it('links cycles and modules by their identifier', () => {
    expect(find(parts({ field: 'cycles', verb: 'created', new_value: 'Sprint 21', new_identifier: 'cycle-1-0001' }), 'cycle')!.href).toBe(
      '/acme/projects/project-0001/cycles/cycle-1-0001',
    );
    expect(find(parts({ field: 'modules', verb: 'deleted', old_value: 'Editor', old_identifier: 'module-1-0001' }), 'module')!.href).toBe(
      '/acme/projects/project-0001/modules/module-1-0001',
    );
  });

  it('colours a label pill from the workspace labels, #000000 when unknown or not a colour', () => {
    const labelColor = (id: string) => ({ 'label-1-0001': '#ef4444', bad: 'red;background:url(x)' })[id];
    expect(find(parts({ field: 'labels', new_value: 'bug', new_identifier: 'label-1-0001' }, { ...workspaceFeed, labelColor }), 'label')!.color).toBe('#ef4444');
    expect(find(parts({ field: 'labels', new_value: 'x', new_identifier: 'nope' }, { ...workspaceFeed, labelColor }), 'label')!.color).toBe('#000000');
    expect(find(parts({ field: 'labels', new_value: 'x', new_identifier: 'bad' }, { ...workspaceFeed, labelColor }), 'label')!.color).toBe('#000000');
  });

  it('links attachments and links out, and drops unsafe hrefs to plain text', () => {
    expect(find(parts({ field: 'attachment', verb: 'created', new_value: 'https://example.com/a.pdf' }), 'external')).toEqual({
      kind: 'external', href: 'https://example.com/a.pdf', text: 'attachment',
    });
    expect(find(parts({ field: 'link', verb: 'updated', old_value: 'https://old.example', new_value: 'https://new.example' }), 'external')!.href).toBe('https://old.example');
    const unsafe = parts({ field: 'link', verb: 'created', new_value: 'javascript:alert(1)' });
    expect(find(unsafe, 'external')).toBeUndefined();
    expect(unsafe.map((p) => p.kind)).not.toContain('external');
  });

  it('shows a deleted issue as "an Issue" with the spec text as tooltip', () => {
    const s = activitySentence(make({ field: 'issue', verb: 'deleted', issue: null, issue_detail: null }), workspaceFeed)!;
    expect(sentenceText(s, false)).toBe('deleted an Issue');
    expect(s.issueDeleted).toBe(true);
    expect(find(s.parts, 'deleted-issue')!.tooltip).toBe(activityMessages.deletedIssue);
  });

  it('formats dates as MMM dd, yyyy and shows a non-date value as it is', () => {
    expect(formatActivityDate('2024-01-01')).toBe('Jan 01, 2024');
    expect(formatActivityDate('not a date')).toBeNull();
    expect(text(make({ field: 'start_date', new_value: 'soon' }), issueFeed)).toBe('set the start date to soon');
  });
});

describe('estimate points', () => {
  it.each([
    ['0', false, undefined, '1 point'], ['1', false, undefined, '2 points'], ['2', false, undefined, '3 points'],
    ['-1', false, undefined, '0 point'], ['L', false, undefined, 'L'],
    ['2', true, undefined, '2'], ['2', true, 'Large', 'Large'],
  ] as const)('%s (enabled %s, label %s) -> %s', (value, enabled, label, expected) => {
    expect(estimatePointText(value, enabled, label)).toBe(expected);
  });

  it('asks the project whether estimates are enabled and uses its label', () => {
    const ctx: ActivityContext = {
      ...issueFeed,
      estimatesEnabled: (projectId) => projectId === 'project-0002',
      estimateLabel: (_p, value) => (value === '2' ? 'Medium' : undefined),
    };
    expect(text(make({ field: 'estimate_point', new_value: '2' }), ctx)).toBe('set the estimate point to 3 points');
    expect(text(make({ field: 'estimate_point', new_value: '2', project: 'project-0002' }), ctx)).toBe('set the estimate point to Medium');
  });
});

describe('actor naming', () => {
  it.each([
    ['the current user is You', make({ actor: 'user-0001', actor_detail: { id: 'user-0001', display_name: 'ada', first_name: 'Ada', is_bot: false, avatar: null } }), 'You'],
    ['people by display name', make({}), 'grace'],
    ['bots as {first_name} Bot', make({ actor: 'user-bot', actor_detail: { id: 'user-bot', display_name: 'release-bot', first_name: 'Release', is_bot: true, avatar: null } }), 'Release Bot'],
    ['automatic archiving is Plane', make({ field: 'archived_at', new_value: 'archive' }), 'Plane'],
    ['a restore keeps the person', make({ field: 'archived_at', new_value: 'restore' }), 'grace'],
  ] as const)('%s', (_name, activity, expected) => {
    expect(activityActor(activity, { currentUserId: 'user-0001' }).name).toBe(expected);
  });

  it('links the actor to their profile', () => {
    expect(activityActor(make({}), {}).href).toBe('/acme/profile/user-0002');
  });
});

describe('icons', () => {
  it('uses the history icon for restores and the field icon otherwise', () => {
    expect(activityIcon({ field: 'archived_at', new_value: 'restore' })).toBe('history');
    expect(activityIcon({ field: 'archived_at', new_value: 'archive' })).toBe('archive');
    expect(activityIcon({ field: 'target_date', new_value: null })).toBe('calendar');
    expect(activityIcon({ field: null, new_value: null })).toBe('layers');
  });
});

describe('field groups', () => {
  it('puts every known field (and the field-less create) in exactly one group', () => {
    for (const field of [null, ...ACTIVITY_FIELDS]) {
      const groups = ACTIVITY_GROUPS.filter((g) => g.key !== 'all' && activityInGroup(field, g.key));
      expect(groups.map((g) => g.key), String(field)).toHaveLength(1);
    }
  });
  it('"all" takes everything', () => {
    expect(activityInGroup('whatever', 'all')).toBe(true);
  });
});

describe('every seeded activity renders a readable sentence', () => {
  const seed = buildSeed();
  const raw = /\b(assignees|archived_at|estimate_point|relates_to|blocked_by|start_date|target_date|new_value|old_value)\b/;
  it.each([true, false])('showIssue=%s', (showIssue) => {
    for (const activity of seed.activities) {
      const s = activitySentence(activity, { showIssue, currentUserId: seed.currentUserId });
      expect(s, activity.id).not.toBeNull();
      const line = sentenceText(s!);
      expect(line).not.toMatch(/undefined|null|NaN|\[object/);
      expect(line).not.toMatch(raw);
    }
  });
});

describe('property: any activity of a known field reads as a sentence', () => {
  const word = fc.constantFrom('', 'Done', 'alan', 'bug', '0', '3', '2024-02-29', 'https://example.com', 'javascript:alert(1)', 'Sprint 21', 'x y');
  const maybe = fc.option(word, { nil: null });
  const activity = fc.record({
    field: fc.constantFrom(null, ...ACTIVITY_FIELDS),
    verb: fc.constantFrom('created', 'updated', 'deleted', '-1', '0', '1', '2', '9', ''),
    old_value: maybe,
    new_value: maybe,
    old_identifier: fc.option(fc.constantFrom('user-0003', 'label-1-0001', 'cycle-1-0001', ''), { nil: null }),
    new_identifier: fc.option(fc.constantFrom('user-0003', 'label-1-0001', 'module-1-0001', ''), { nil: null }),
    issue_detail: fc.option(fc.record({ name: fc.constantFrom('Fix login', ''), sequence_id: fc.nat(500) }), { nil: null }),
    actor_detail: fc.record({
      id: fc.constantFrom('user-0001', 'user-0002', 'user-bot'),
      display_name: fc.constantFrom('ada', 'grace', ''),
      first_name: fc.constantFrom('Ada', 'Release', ''),
      is_bot: fc.boolean(),
      avatar: fc.constant(null),
    }),
    slug: fc.constantFrom('acme', ''),
  });

  it('never throws, is never empty and never says undefined or null', { timeout: fuzzTimeout(2) }, () => {
    checkProperty(
      'activity wording',
      fc.property(activity, fc.boolean(), fc.boolean(), (a, showIssue, estimates) => {
        const { slug, ...rest } = a;
        const s = activitySentence(make({ ...rest, workspace_detail: { slug } }), { showIssue, currentUserId: 'user-0001', estimatesEnabled: estimates });
        expect(s).not.toBeNull();
        const body = sentenceText(s!, false).trim();
        expect(body.length).toBeGreaterThan(0);
        expect(s!.actor.name.trim().length).toBeGreaterThan(0);
        expect(sentenceText(s!)).not.toMatch(/undefined|null|NaN/);
        for (const part of s!.parts) {
          if ('href' in part && part.href) expect(part.href).not.toMatch(/^(javascript|data|vbscript):|^\/\//i);
        }
      }),
    );
  });
});

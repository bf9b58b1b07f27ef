/**
 * Activity feed wording (REFERENCE section 1, `ActivityMessage`): an activity becomes structured
 * sentence parts that a view renders as text, links, label pills and bold values. The phrases here
 * are the product's wording; nothing else writes them.
 *
 * One file on purpose (over 300 lines): one switch over every field and verb of an issue's history,
 * so a field's wording is found in one place and the table test beside it covers the whole switch.
 */
import { format, isValid, parseISO } from 'date-fns';
import type { Activity } from '../entities';
import { activityMessages } from '../messages';
import { buildCycleUrl, buildIssueUrl, buildModuleUrl, buildProfileUrl } from '../routes';
import { sanitizeHref } from '../url';
import { displayName } from '../users';

export type SentencePart =
  | { kind: 'text'; text: string }
  /** `{identifier}` bold, a space, then the name; the tooltip is the name. */
  | { kind: 'issue'; href: string | null; identifier: string; name: string }
  | { kind: 'deleted-issue'; text: string; tooltip: string }
  | { kind: 'user'; href: string | null; text: string }
  | { kind: 'cycle'; href: string | null; text: string }
  | { kind: 'module'; href: string | null; text: string }
  | { kind: 'label'; text: string; color: string }
  | { kind: 'date'; text: string; iso: string }
  | { kind: 'value'; text: string }
  /** A link out of the product (an attachment or a link), opened in a new tab. */
  | { kind: 'external'; href: string; text: string };

export type ActivityIcon =
  | 'users' | 'archive' | 'history' | 'paperclip' | 'message' | 'triangle' | 'layers' | 'tag' | 'link'
  | 'contrast' | 'dice' | 'signal' | 'related' | 'blocker' | 'blocked' | 'copy-plus' | 'layout-grid'
  | 'calendar' | 'inbox';

export interface ActivityActor {
  name: string;
  /** The actor's profile, or null for automation and unknown actors. */
  href: string | null;
}

export interface ActivitySentence {
  actor: ActivityActor;
  parts: SentencePart[];
  icon: ActivityIcon;
  /** The sentence refers to an issue that no longer exists. */
  issueDeleted: boolean;
}

export interface ActivityContext {
  /** true in workspace, dashboard and profile feeds; false in an issue's own feed. */
  showIssue: boolean;
  currentUserId?: string | null;
  /** Defaults to the activity's `workspace_detail.slug`. */
  workspaceSlug?: string;
  estimatesEnabled?: boolean | ((projectId: string) => boolean);
  /** The estimate's label when the project has estimates enabled. */
  estimateLabel?: (projectId: string, value: string) => string | undefined;
  labelColor?: (labelId: string) => string | undefined;
}

/** Fields the wording knows (SPEC section 3). Any other field renders nothing, as in Plane. */
export const ACTIVITY_FIELDS = [
  'assignees', 'archived_at', 'attachment', 'description', 'estimate_point', 'issue', 'labels', 'link', 'cycles',
  'modules', 'name', 'parent', 'priority', 'relates_to', 'blocking', 'blocked_by', 'duplicate', 'state', 'start_date',
  'target_date', 'inbox',
] as const;
export type ActivityField = (typeof ACTIVITY_FIELDS)[number];

const FALLBACK_LABEL_COLOR = '#000000';
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const isEmpty = (value: string | null | undefined): boolean => value === null || value === undefined || value === '';
const str = (value: string | null | undefined): string => (isEmpty(value) ? '' : String(value));

export function isKnownField(field: string | null | undefined): field is ActivityField | null | undefined {
  return field === null || field === undefined || (ACTIVITY_FIELDS as readonly string[]).includes(field);
}

/** `MMM dd, yyyy` ("Jan 01, 2024"), or null for a value that is not a date. */
export function formatActivityDate(value: string | null | undefined): string | null {
  if (isEmpty(value)) return null;
  const date = parseISO(String(value));
  return isValid(date) ? format(date, 'MMM dd, yyyy') : null;
}

/** With estimates disabled the point is shown as the number plus one: 0 -> "1 point", 2 -> "3 points". */
export function estimatePointText(value: string, enabled: boolean, label?: string): string {
  if (enabled) return label ?? value;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) return value;
  const points = n + 1;
  return `${points} ${points <= 1 ? 'point' : 'points'}`;
}

export function priorityText(value: string | null | undefined): string {
  const v = str(value);
  return v ? v.charAt(0).toUpperCase() + v.slice(1) : activityMessages.none;
}

/** "You" for the current user, "{first_name} Bot" for bots, "Plane" for automatic archiving. */
export function activityActor(activity: Activity, ctx: Pick<ActivityContext, 'currentUserId' | 'workspaceSlug'>): ActivityActor {
  if (activity.field === 'archived_at' && activity.new_value !== 'restore') return { name: activityMessages.automation, href: null };
  const detail = activity.actor_detail;
  const slug = ctx.workspaceSlug ?? activity.workspace_detail?.slug ?? '';
  const id = detail?.id || activity.actor || '';
  const href = slug && id ? buildProfileUrl(slug, id) : null;
  if (ctx.currentUserId && id === ctx.currentUserId) return { name: activityMessages.you, href };
  if (!detail) return { name: activityMessages.someone, href };
  const name = displayName({
    display_name: str(detail.display_name),
    first_name: str(detail.first_name),
    is_bot: Boolean(detail.is_bot),
  }).trim();
  return { name: name && name !== 'Bot' ? name : activityMessages.someone, href };
}

/** The icon beside an entry; restores use a history icon instead of the field's. */
export function activityIcon(activity: Pick<Activity, 'field' | 'new_value'>): ActivityIcon {
  switch (activity.field) {
    case 'assignees': case 'parent': return 'users';
    case 'archived_at': return activity.new_value === 'restore' ? 'history' : 'archive';
    case 'attachment': return 'paperclip';
    case 'description': case 'name': return 'message';
    case 'estimate_point': return 'triangle';
    case 'labels': return 'tag';
    case 'link': return 'link';
    case 'cycles': return 'contrast';
    case 'modules': return 'dice';
    case 'priority': return 'signal';
    case 'relates_to': return 'related';
    case 'blocking': return 'blocker';
    case 'blocked_by': return 'blocked';
    case 'duplicate': return 'copy-plus';
    case 'state': return 'layout-grid';
    case 'start_date': case 'target_date': return 'calendar';
    case 'inbox': return 'inbox';
    default: return 'layers';
  }
}

const t = (text: string): SentencePart => ({ kind: 'text', text });
const bold = (text: string): SentencePart => ({ kind: 'value', text: text || activityMessages.none });

/**
 * The sentence for one activity, or null for a field the product does not know. `showIssue`
 * chooses between the issue's own feed and the workspace/profile feeds, which name the issue.
 */
export function activitySentence(activity: Activity, ctx: ActivityContext): ActivitySentence | null {
  if (!isKnownField(activity.field)) return null;
  const slug = ctx.workspaceSlug ?? activity.workspace_detail?.slug ?? '';
  const projectId = str(activity.project);
  const { showIssue } = ctx;
  const oldValue = str(activity.old_value);
  const newValue = str(activity.new_value);
  const verb = str(activity.verb);

  const issue = (): SentencePart => {
    const detail = activity.issue_detail;
    if (!detail) return { kind: 'deleted-issue', text: activityMessages.deletedIssueLink, tooltip: activityMessages.deletedIssue };
    const sequence = detail.sequence_id ?? '';
    const identifier = [str(activity.project_detail?.identifier), String(sequence)].filter(Boolean).join('-');
    const href = slug && projectId && activity.issue ? buildIssueUrl(slug, projectId, activity.issue) : null;
    return { kind: 'issue', href, identifier, name: str(detail.name) };
  };
  /** `+ " {preposition} {Issue}"` in the feeds that name the issue. */
  const tail = (preposition: string): SentencePart[] => (showIssue ? [t(` ${preposition} `), issue()] : []);
  /** "this issue" in the issue's own feed, the issue itself elsewhere. */
  const thisIssue = (): SentencePart => (showIssue ? issue() : t('this issue'));

  const user = (name: string, id: string): SentencePart[] =>
    name ? [{ kind: 'user', href: slug && id ? buildProfileUrl(slug, id) : null, text: name }] : [];
  const label = (name: string, id: string): SentencePart => {
    const color = (id && ctx.labelColor?.(id)) || FALLBACK_LABEL_COLOR;
    return { kind: 'label', text: name || activityMessages.none, color: HEX_COLOR.test(color) ? color : FALLBACK_LABEL_COLOR };
  };
  const entity = (kind: 'cycle' | 'module', name: string, id: string): SentencePart => {
    const build = kind === 'cycle' ? buildCycleUrl : buildModuleUrl;
    return { kind, href: slug && projectId && id ? build(slug, projectId, id) : null, text: name || activityMessages.none };
  };
  const external = (word: string, url: string): SentencePart => {
    const href = sanitizeHref(url);
    return href ? { kind: 'external', href, text: word } : t(word);
  };
  const date = (value: string): SentencePart => {
    const text = formatActivityDate(value);
    return text ? { kind: 'date', text, iso: value } : bold(value);
  };
  const estimateEnabled = typeof ctx.estimatesEnabled === 'function' ? ctx.estimatesEnabled(projectId) : Boolean(ctx.estimatesEnabled);

  let parts: SentencePart[];
  switch (activity.field) {
    case null:
    case undefined:
      parts = [t('created '), issue()];
      break;
    case 'assignees':
      parts = isEmpty(activity.old_value)
        ? [t('added a new assignee '), ...user(newValue || oldValue, str(activity.new_identifier ?? activity.old_identifier)), ...tail('to')]
        : [t('removed the assignee '), ...user(newValue || oldValue, str(activity.new_identifier ?? activity.old_identifier)), ...tail('from')];
      break;
    case 'archived_at':
      parts = newValue === 'restore' ? [t('restored '), issue()] : [t('archived '), issue()];
      break;
    case 'attachment':
      parts = verb === 'created'
        ? [t('uploaded a new '), external('attachment', newValue), ...tail('to')]
        : [t('removed an attachment'), ...tail('from')];
      break;
    case 'description':
      parts = [t('updated the description'), ...tail('of')];
      break;
    case 'estimate_point':
      parts = newValue
        ? [
            t('set the estimate point to '),
            bold(estimatePointText(newValue, estimateEnabled, estimateEnabled ? ctx.estimateLabel?.(projectId, newValue) : undefined)),
            ...tail('for'),
          ]
        : [t('removed the estimate point'), ...tail('from')];
      break;
    case 'issue':
      parts = verb === 'created' ? [t('created '), issue()] : [t('deleted '), issue()];
      break;
    case 'labels':
      parts = isEmpty(activity.old_value)
        ? [t('added a new label '), label(newValue, str(activity.new_identifier)), ...tail('to')]
        : [t('removed the label '), label(oldValue, str(activity.old_identifier)), ...tail('from')];
      break;
    case 'link':
      parts = verb === 'created'
        ? [t('added this '), external('link', newValue), ...tail('to')]
        : verb === 'updated'
          ? [t('updated the '), external('link', oldValue), ...tail('from')]
          : [t('removed this '), external('link', oldValue), ...tail('from')];
      break;
    case 'cycles':
    case 'modules': {
      const kind = activity.field === 'cycles' ? 'cycle' : 'module';
      parts = verb === 'created'
        ? [t('added '), thisIssue(), t(` to the ${kind} `), entity(kind, newValue, str(activity.new_identifier))]
        : verb === 'updated'
          ? [t(`set the ${kind} to `), entity(kind, newValue, str(activity.new_identifier))]
          : [t('removed '), issue(), t(` from the ${kind} `), entity(kind, oldValue, str(activity.old_identifier))];
      break;
    }
    case 'name':
      parts = [t('set the title to '), bold(newValue), ...tail('of')];
      break;
    case 'parent':
      parts = newValue
        ? [t('set the parent to '), bold(newValue), ...tail('for')]
        : [t('removed the parent '), bold(oldValue), ...tail('from')];
      break;
    case 'priority':
      parts = [t('set the priority to '), bold(priorityText(newValue)), ...tail('for')];
      break;
    case 'relates_to':
      parts = isEmpty(activity.old_value)
        ? [t('marked that '), thisIssue(), t(' relates to '), bold(newValue), t('.')]
        : [t('removed the relation from '), bold(oldValue), t('.')];
      break;
    case 'blocking':
      parts = isEmpty(activity.old_value)
        ? [t('marked '), thisIssue(), t(' is blocking issue '), bold(newValue), t('.')]
        : [t('removed the blocking issue '), bold(oldValue), t('.')];
      break;
    case 'blocked_by':
      parts = isEmpty(activity.old_value)
        ? [t('marked '), thisIssue(), t(' is being blocked by '), bold(newValue), t('.')]
        : [t('removed '), thisIssue(), t(' being blocked by issue '), bold(oldValue), t('.')];
      break;
    case 'duplicate':
      parts = isEmpty(activity.old_value)
        ? [t('marked '), thisIssue(), t(' as duplicate of '), bold(newValue), t('.')]
        : [t('removed '), thisIssue(), t(' as a duplicate of '), bold(oldValue), t('.')];
      break;
    case 'state':
      parts = [t('set the state to '), bold(newValue), ...tail('for')];
      break;
    case 'start_date':
      parts = newValue ? [t('set the start date to '), date(newValue), ...tail('for')] : [t('removed the start date'), ...tail('from')];
      break;
    case 'target_date':
      // Plane glues the issue to the date with no space and no "for"; the sentence reads " for {Issue}".
      parts = newValue ? [t('set the due date to '), date(newValue), ...tail('for')] : [t('removed the due date'), ...tail('from')];
      break;
    case 'inbox':
      parts = inboxParts(verb, showIssue, issue);
      break;
  }

  return {
    actor: activityActor(activity, ctx),
    parts,
    icon: activityIcon(activity),
    issueDeleted: parts.some((p) => p.kind === 'deleted-issue'),
  };
}

/** Inbox verbs -1 declined, 0 snoozed, 1 accepted, 2 marked duplicate; the suffix is never repeated. */
function inboxParts(verb: string, showIssue: boolean, issue: () => SentencePart): SentencePart[] {
  switch (verb) {
    case '-1': return showIssue ? [t('declined issue '), issue()] : [t('declined this issue from inbox.')];
    case '0': return showIssue ? [t('snoozed issue '), issue()] : [t('snoozed this issue.')];
    case '1': return showIssue ? [t('accepted issue '), issue()] : [t('accepted this issue from inbox.')];
    case '2':
      return showIssue
        ? [t('declined issue '), issue(), t(' from inbox by marking a duplicate issue.')]
        : [t('declined this issue from inbox by marking a duplicate issue.')];
    default: return showIssue ? [t('updated inbox issue status. '), issue()] : [t('updated inbox issue status.')];
  }
}

/** The plain text of one part, as a screen reader or a test reads it. */
export function partText(part: SentencePart): string {
  switch (part.kind) {
    case 'issue': return [part.identifier, part.name].filter(Boolean).join(' ');
    default: return part.text;
  }
}

/** The whole sentence as plain text; with the actor by default ("You set the state to Done for WEB-1 ..."). */
export function sentenceText(sentence: ActivitySentence, withActor = true): string {
  const body = sentence.parts.map(partText).join('');
  return withActor ? `${sentence.actor.name} ${body}` : body;
}

/**
 * The empty states catalogue (SPEC section 2, REFERENCE 2.10): title, description and optional
 * create buttons, each enabled only when the role for its access type meets the minimum.
 * Texts are the product's, letter for letter (typos such as "No maching issues found" included);
 * a line break in the product's text is "\n" here.
 */
import { analyticsMessages } from './messages';
import { meetsRole, roleLabel, type RoleName } from './roles';

/** W = workspace role, P = project role. The demo has one role for both (the header's Role select). */
export type AccessType = 'workspace' | 'project';

export interface EmptyStateButton {
  text: string;
  minimum: RoleName;
  access: AccessType;
  /** The popover shown when hovering the primary button. */
  comic?: { title: string; description?: string };
}

export type EmptyStateIllustration =
  | 'dashboard' | 'analytics' | 'projects' | 'issues' | 'cycles' | 'modules' | 'views' | 'pages' | 'notifications'
  | 'inbox' | 'search' | 'archive' | 'settings' | 'labels' | 'estimates' | 'integrations' | 'comments' | 'filter'
  | 'drafts' | 'profile' | 'members' | 'disabled' | 'chart';

export interface EmptyStateEntry {
  key: string;
  group: string;
  title: string;
  description?: string;
  /** "detailed": a full-screen state with an illustration; "simple": a small icon and the title. */
  layout: 'detailed' | 'simple';
  illustration: EmptyStateIllustration;
  primary?: EmptyStateButton;
  secondary?: EmptyStateButton;
}

const C1 = {
  title: 'Everything starts with a project in Plane',
  description: 'A project could be a product’s roadmap, a marketing campaign, or launching a new car.',
};

const member = (text: string, access: AccessType, comic?: EmptyStateButton['comic']): EmptyStateButton => ({ text, minimum: 'member', access, comic });
const manageFeatures: EmptyStateButton = { text: 'Manage features', minimum: 'admin', access: 'project' };

const PROJECT_CYCLES_DESCRIPTION =
  'Break work down by timeboxed chunks, work backwards from your project deadline to set dates, and make tangible progress as a team.';
const PROJECT_MODULE_DESCRIPTION =
  'A group of issues that belong to a logical, hierarchical parent form a module. Think of them as a way to track work by project milestones. They have their own periods and deadlines as well as analytics to help you see how close or far you are from a milestone.';
const PROJECT_VIEW_DESCRIPTION =
  'Views are a set of saved filters that you use frequently or want easy access to. All your colleagues in a project can see everyone’s views and choose whichever suits their needs best.';
const PROJECT_PAGE_SECOND_SENTENCE =
  'Take down meeting notes, format them easily, embed issues, lay them out using a library of components, and keep them all in your project’s context.';
const ACTIVE_CYCLE_DESCRIPTION =
  "An active cycle includes any period that encompasses today's date within its range. Find the progress and details of the active cycle here.";
const NO_MATCHING_FILTERS = 'No issues found matching the filters applied';

export const EMPTY_STATES: readonly EmptyStateEntry[] = [
  // Workspace
  { key: 'workspace-dashboard', group: 'Workspace', layout: 'detailed', illustration: 'dashboard', title: 'Overview of your projects, activity, and metrics', description: 'Welcome to Plane, we are excited to have you here. Create your first project and track your issues, and this page will transform into a space that helps you progress. Admins will also see items which help their team progress.', primary: member('Build your first project', 'workspace', C1) },
  { key: 'workspace-analytics', group: 'Workspace', layout: 'detailed', illustration: 'analytics', title: 'Track progress, workloads, and allocations. Spot trends, remove blockers, and move work faster', description: 'See scope versus demand, estimates, and scope creep. Get performance by team members and teams, and make sure your project runs on time.', primary: member('Create Cycles and Modules first', 'workspace', { title: 'Analytics works best with Cycles + Modules' }) },
  { key: 'workspace-projects', group: 'Workspace', layout: 'detailed', illustration: 'projects', title: 'No active projects', description: 'Think of each project as the parent for goal-oriented work. Projects are where Jobs, Cycles, and Modules live and, along with your colleagues, help you achieve that goal. Create a new project or filter for archived projects.', primary: member('Start your first project', 'workspace', C1) },
  { key: 'workspace-no-projects', group: 'Workspace', layout: 'detailed', illustration: 'projects', title: 'No project', description: 'To create issues or manage your work, you need to create a project or be a part of one.', primary: member('Start your first project', 'workspace', C1) },
  // Workspace issue tabs
  { key: 'workspace-all-issues', group: 'Workspace issues', layout: 'detailed', illustration: 'issues', title: 'No issues in the project', description: "First project done! Now, slice your work into trackable pieces with issues. Let's go!", primary: member('Create new issue', 'workspace') },
  { key: 'workspace-assigned', group: 'Workspace issues', layout: 'detailed', illustration: 'issues', title: 'No issues yet', description: 'Issues assigned to you can be tracked from here.', primary: member('Create new issue', 'workspace') },
  { key: 'workspace-created', group: 'Workspace issues', layout: 'detailed', illustration: 'issues', title: 'No issues yet', description: 'All issues created by you come here, track them here directly.', primary: member('Create new issue', 'workspace') },
  { key: 'workspace-subscribed', group: 'Workspace issues', layout: 'detailed', illustration: 'issues', title: 'No issues yet', description: 'Subscribe to issues you are interested in, track all of them here.' },
  { key: 'workspace-custom-view', group: 'Workspace issues', layout: 'detailed', illustration: 'views', title: 'No issues yet', description: 'Issues that applies to the filters, track all of them here.' },
  // Workspace settings
  { key: 'workspace-settings-api-tokens', group: 'Workspace settings', layout: 'detailed', illustration: 'settings', title: 'No API tokens created', description: 'Plane APIs can be used to integrate your data in Plane with any external system. Create a token to get started.' },
  { key: 'workspace-settings-webhooks', group: 'Workspace settings', layout: 'detailed', illustration: 'settings', title: 'No webhooks added', description: 'Create webhooks to receive real-time updates and automate actions.' },
  { key: 'workspace-settings-export', group: 'Workspace settings', layout: 'detailed', illustration: 'archive', title: 'No previous exports yet', description: 'Anytime you export, you will also have a copy here for reference.' },
  { key: 'workspace-settings-import', group: 'Workspace settings', layout: 'detailed', illustration: 'archive', title: 'No previous imports yet', description: 'Find all your previous imports here and download them.' },
  // Profile
  { key: 'profile-assigned', group: 'Profile', layout: 'detailed', illustration: 'profile', title: 'No issues are assigned to you', description: 'Issues assigned to you can be tracked from here.' },
  { key: 'profile-created', group: 'Profile', layout: 'detailed', illustration: 'profile', title: 'No issues yet', description: 'All issues created by you come here, track them here directly.' },
  { key: 'profile-subscribed', group: 'Profile', layout: 'detailed', illustration: 'profile', title: 'No issues yet', description: 'Subscribe to issues you are interested in, track all of them here.' },
  // Project settings
  { key: 'project-settings-labels', group: 'Project settings', layout: 'detailed', illustration: 'labels', title: 'No labels yet', description: 'Create labels to help organize and filter issues in you project.' },
  { key: 'project-settings-integrations', group: 'Project settings', layout: 'detailed', illustration: 'integrations', title: 'No integrations configured', description: 'Configure GitHub and other integrations to sync your project issues.' },
  { key: 'project-settings-estimate', group: 'Project settings', layout: 'detailed', illustration: 'estimates', title: 'No estimates added', description: 'Create a set of estimates to communicate the amount of work per issue.' },
  // Cycles
  { key: 'project-cycles', group: 'Cycles', layout: 'detailed', illustration: 'cycles', title: 'Group and timebox your work in Cycles.', description: PROJECT_CYCLES_DESCRIPTION, primary: member('Set your first cycle', 'project', { title: 'Cycles are repetitive time-boxes.' }) },
  { key: 'project-cycle-no-issues', group: 'Cycles', layout: 'detailed', illustration: 'issues', title: 'No issues added to the cycle', description: 'Add or create issues you wish to timebox and deliver within this cycle', primary: member('Create new issue', 'project'), secondary: member('Add an existing issue', 'project') },
  { key: 'project-cycle-active', group: 'Cycles', layout: 'detailed', illustration: 'cycles', title: 'No active cycle', description: ACTIVE_CYCLE_DESCRIPTION },
  { key: 'project-cycle-all', group: 'Cycles', layout: 'detailed', illustration: 'cycles', title: 'No cycles', description: ACTIVE_CYCLE_DESCRIPTION },
  { key: 'project-cycle-completed-no-issues', group: 'Cycles', layout: 'detailed', illustration: 'issues', title: 'No issues in the cycle', description: 'No issues in the cycle. Issues are either transferred or hidden. To see hidden issues if any, update your display properties accordingly.' },
  { key: 'project-archived-no-cycles', group: 'Cycles', layout: 'detailed', illustration: 'archive', title: 'No archived cycles yet', description: 'To tidy up your project, archive completed cycles. Find them here once archived.' },
  // Project issues
  { key: 'project-empty-filter', group: 'Project issues', layout: 'detailed', illustration: 'filter', title: NO_MATCHING_FILTERS, secondary: member('Clear all filters', 'project') },
  { key: 'project-archived-empty-filter', group: 'Project issues', layout: 'detailed', illustration: 'filter', title: NO_MATCHING_FILTERS, secondary: member('Clear all filters', 'project') },
  { key: 'project-draft-empty-filter', group: 'Project issues', layout: 'detailed', illustration: 'filter', title: NO_MATCHING_FILTERS, secondary: member('Clear all filters', 'project') },
  { key: 'project-no-issues', group: 'Project issues', layout: 'detailed', illustration: 'issues', title: 'Create an issue and assign it to someone, even yourself', description: 'Think of issues as jobs, tasks, work, or JTBD. Which we like. An issue and its sub-issues are usually time-based actionables assigned to members of your team. Your team creates, assigns, and completes issues to move your project towards its goal.', primary: member('Create your first issue', 'project', { title: 'Issues are building blocks in Plane.' }) },
  { key: 'project-archived-no-issues', group: 'Project issues', layout: 'detailed', illustration: 'archive', title: 'No archived issues yet', description: 'Manually or through automation, you can archive issues that are completed or cancelled. Find them here once archived.', primary: member('Set automation', 'project') },
  { key: 'project-draft-no-issues', group: 'Project issues', layout: 'detailed', illustration: 'drafts', title: 'No draft issues yet', description: 'Quickly stepping away but want to keep your place? No worries – save a draft now. Your issues will be right here waiting for you.' },
  // Searches
  { key: 'views-empty-search', group: 'Search', layout: 'detailed', illustration: 'search', title: 'No matching views', description: 'No views match the search criteria. Create a new view instead.' },
  { key: 'projects-empty-search', group: 'Search', layout: 'detailed', illustration: 'search', title: 'No matching projects', description: 'No projects detected with the matching criteria. Create a new project instead.' },
  { key: 'members-empty-search', group: 'Search', layout: 'detailed', illustration: 'members', title: 'No matching members', description: 'Add them to the project if they are already a part of the workspace' },
  // Modules
  { key: 'project-module-issues', group: 'Modules', layout: 'detailed', illustration: 'issues', title: 'No issues in the module', description: 'Create or add issues which you want to accomplish as part of this module', primary: member('Create new issue', 'project'), secondary: member('Add an existing issue', 'project') },
  { key: 'project-module', group: 'Modules', layout: 'detailed', illustration: 'modules', title: 'Map your project milestones to Modules and track aggregated work easily.', description: PROJECT_MODULE_DESCRIPTION, primary: member('Build your first module', 'project', { title: 'Modules help group work by hierarchy.' }) },
  { key: 'project-archived-no-modules', group: 'Modules', layout: 'detailed', illustration: 'archive', title: 'No archived Modules yet', description: 'To tidy up your project, archive completed or cancelled modules. Find them here once archived.' },
  // Views and pages
  { key: 'project-view', group: 'Views and pages', layout: 'detailed', illustration: 'views', title: 'Save filtered views for your project. Create as many as you need', description: PROJECT_VIEW_DESCRIPTION, primary: member('Create your first view', 'project', { title: 'Views work atop Issue properties.' }) },
  { key: 'project-page', group: 'Views and pages', layout: 'detailed', illustration: 'pages', title: 'Write a note, a doc, or a full knowledge base. Get Galileo, Plane’s AI assistant, to help you get started', description: `Pages are thoughts potting space in Plane. ${PROJECT_PAGE_SECOND_SENTENCE} To make short work of any doc, invoke Galileo, Plane’s AI, with a shortcut or the click of a button.`, primary: member('Create your first page', 'project') },
  { key: 'project-page-private', group: 'Views and pages', layout: 'detailed', illustration: 'pages', title: 'No private pages yet', description: "Keep your private thoughts here. When you're ready to share, the team's just a click away.", primary: member('Create your first page', 'project') },
  { key: 'project-page-public', group: 'Views and pages', layout: 'detailed', illustration: 'pages', title: 'No public pages yet', description: 'See pages shared with everyone in your project right here.', primary: member('Create your first page', 'project') },
  { key: 'project-page-archived', group: 'Views and pages', layout: 'detailed', illustration: 'archive', title: 'No archived pages yet', description: 'Archive pages not on your radar. Access them here when needed.' },
  // Small, in-place states
  { key: 'command-k-search-empty-state', group: 'In place', layout: 'simple', illustration: 'search', title: 'No results found' },
  { key: 'issue-relation-search-empty-state', group: 'In place', layout: 'simple', illustration: 'search', title: 'No maching issues found' },
  { key: 'issue-relation-empty-state', group: 'In place', layout: 'simple', illustration: 'issues', title: 'No issues found' },
  { key: 'issue-comment-empty-state', group: 'In place', layout: 'simple', illustration: 'comments', title: 'No comments yet', description: 'Comments can be used as a discussion and\nfollow-up space for the issues' },
  // Notifications
  { key: 'notification-my-issues-empty-state', group: 'Notifications', layout: 'simple', illustration: 'notifications', title: 'No issues assigned', description: 'Updates for issues assigned to you can be\nseen here' },
  { key: 'notification-created-empty-state', group: 'Notifications', layout: 'simple', illustration: 'notifications', title: 'No updates to issues', description: 'Updates to issues created by you can be\nseen here' },
  { key: 'notification-subscribed-empty-state', group: 'Notifications', layout: 'simple', illustration: 'notifications', title: 'No updates to issues', description: 'Updates to any issue you are\nsubscribed to can be seen here' },
  { key: 'notification-unread-empty-state', group: 'Notifications', layout: 'simple', illustration: 'notifications', title: 'No unread notifications', description: 'Congratulations, you are up-to-date\nwith everything happening in the issues\nyou care about' },
  { key: 'notification-snoozed-empty-state', group: 'Notifications', layout: 'simple', illustration: 'notifications', title: 'No snoozed notifications yet', description: 'Any notification you snooze for later will\nbe available here to act upon' },
  { key: 'notification-archived-empty-state', group: 'Notifications', layout: 'simple', illustration: 'notifications', title: 'No archived notifications yet', description: 'Any notification you archive will be\navailable here to help you focus' },
  // Active cycle
  { key: 'active-cycle-progress-empty-state', group: 'Active cycle', layout: 'simple', illustration: 'chart', title: "Add issues to the cycle to view it's\nprogress" },
  { key: 'active-cycle-chart-empty-state', group: 'Active cycle', layout: 'simple', illustration: 'chart', title: 'Add issues to the cycle to view the\nburndown chart.' },
  { key: 'active-cycle-priority-issue-empty-state', group: 'Active cycle', layout: 'simple', illustration: 'issues', title: 'Observe high priority issues tackled in\nthe cycle at a glance.' },
  { key: 'active-cycle-assignee-empty-state', group: 'Active cycle', layout: 'simple', illustration: 'members', title: 'Add assignees to issues to see a\nbreakdown of work by assignees.' },
  { key: 'active-cycle-label-empty-state', group: 'Active cycle', layout: 'simple', illustration: 'labels', title: 'Add labels to issues to see the\nbreakdown of work by labels.' },
  // Disabled project features: enabling one needs an admin
  { key: 'disabled-project-inbox', group: 'Disabled features', layout: 'detailed', illustration: 'disabled', title: 'Inbox is not enabled for the project.', description: 'Inbox helps you manage incoming requests to your project and add them as issues in your workflow. Enable inbox\nfrom project settings to manage requests.', primary: manageFeatures },
  { key: 'disabled-project-cycle', group: 'Disabled features', layout: 'detailed', illustration: 'disabled', title: 'Cycles is not enabled for this project.', description: `${PROJECT_CYCLES_DESCRIPTION} Enable the cycles feature for your project to start using them.`, primary: manageFeatures },
  { key: 'disabled-project-module', group: 'Disabled features', layout: 'detailed', illustration: 'disabled', title: 'Modules are not enabled for the project.', description: 'A group of issues that belong to a logical, hierarchical parent form a module. Think of them as a way to track work by project milestones. Enable modules from project settings.', primary: manageFeatures },
  { key: 'disabled-project-page', group: 'Disabled features', layout: 'detailed', illustration: 'disabled', title: 'Pages are not enabled for the project.', description: `Pages are thought spotting space in Plane. ${PROJECT_PAGE_SECOND_SENTENCE} Enable the pages feature to start creating them in your project.`, primary: manageFeatures },
  { key: 'disabled-project-view', group: 'Disabled features', layout: 'detailed', illustration: 'disabled', title: 'Views is not enabled for this project.', description: `${PROJECT_VIEW_DESCRIPTION} Enable views in the project settings to start using them.`, primary: manageFeatures },
  // Inbox
  { key: 'inbox-sidebar-open-tab', group: 'Inbox', layout: 'simple', illustration: 'inbox', title: 'No open issues', description: 'Find open issues here. Create new issue.' },
  { key: 'inbox-sidebar-closed-tab', group: 'Inbox', layout: 'simple', illustration: 'inbox', title: 'No closed issues', description: 'All the issues whether accepted or\ndeclined can be found here.' },
  // The double space is the product's.
  { key: 'inbox-sidebar-filter-empty-state', group: 'Inbox', layout: 'simple', illustration: 'filter', title: 'No  matching issues', description: 'No issue matches filter applied in inbox.\nCreate a new issue.' },
  { key: 'inbox-detail-empty-state', group: 'Inbox', layout: 'simple', illustration: 'inbox', title: 'Select an issue to view its details.' },
  // Cycle and module sidebar analytics
  { key: 'sidebar-no-assignees', group: 'Sidebar analytics', layout: 'simple', illustration: 'members', title: analyticsMessages.noAssigneesYet },
  { key: 'sidebar-no-labels', group: 'Sidebar analytics', layout: 'simple', illustration: 'labels', title: analyticsMessages.noLabelsYet },
];

export function emptyStateByKey(key: string): EmptyStateEntry | undefined {
  return EMPTY_STATES.find((e) => e.key === key);
}

export type ButtonAvailability = { enabled: true } | { enabled: false; reason: string };

/** Whether the current role may use a button, and the tooltip that says why not. */
export function buttonAvailability(button: EmptyStateButton, role: RoleName): ButtonAvailability {
  if (meetsRole(role, button.minimum)) return { enabled: true };
  const where = button.access === 'workspace' ? 'this workspace' : 'this project';
  const current = roleLabel(role);
  const article = /^[AEIOU]/.test(current) ? 'an' : 'a';
  return { enabled: false, reason: `You need the ${roleLabel(button.minimum)} role or higher in ${where} to do this. You are ${article} ${current}.` };
}

/** Catalogue groups in the order the entries first appear. */
export function emptyStateGroups(): Array<{ group: string; entries: EmptyStateEntry[] }> {
  const groups = new Map<string, EmptyStateEntry[]>();
  for (const entry of EMPTY_STATES) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].map(([group, entries]) => ({ group, entries }));
}

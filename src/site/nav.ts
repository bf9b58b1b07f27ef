/**
 * The sidebar, in reading order. An entry shows only when its page exists (the layout checks the
 * pages folder), so a piece appears in the navigation the moment its page lands.
 */
export interface NavItem {
  href: string;
  label: string;
  /** Path of the page file under src/pages, used to check that it exists. */
  page: string;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

const component = (slug: string, label: string): NavItem => ({
  href: `/components/${slug}/`,
  label,
  page: `components/${slug}.astro`,
});

export const NAV: NavGroup[] = [
  {
    title: 'Start',
    items: [
      { href: '/', label: 'Overview', page: 'index.astro' },
      { href: '/scenarios/', label: 'QA scenarios', page: 'scenarios.astro' },
      { href: '/stories/', label: 'Story index', page: 'stories.astro' },
    ],
  },
  {
    title: 'Dialogs',
    items: [
      component('date-filter', 'Date filter'),
      component('bulk-delete-issues', 'Bulk delete issues'),
      component('add-existing-issues', 'Add existing issues'),
      component('ai-assistant', 'AI assistant'),
      component('link-form', 'Link form'),
      component('image-upload', 'Image upload'),
      component('cover-image-picker', 'Cover image picker'),
      component('theme-editor', 'Theme editor'),
      component('confirm-dialog', 'Confirm dialog'),
    ],
  },
  {
    title: 'Widgets',
    items: [
      component('activity-feed', 'Activity feed'),
      component('empty-states', 'Empty states'),
      component('roles', 'Roles and permissions'),
    ],
  },
  {
    title: 'Editor',
    items: [component('editor', 'Rich-text editor'), component('viewer', 'Read-only viewer')],
  },
  {
    title: 'Demo workspace',
    items: [
      { href: '/acme/projects/project-0001/issues/issue-web-0001/', label: 'Issue WEB-1', page: 'acme/projects/[projectId]/issues/[issueId].astro' },
      { href: '/acme/projects/project-0001/cycles/cycle-1-0001/', label: 'Cycle: Sprint 21', page: 'acme/projects/[projectId]/cycles/[cycleId].astro' },
      { href: '/acme/projects/project-0001/modules/module-1-0001/', label: 'Module: Editor', page: 'acme/projects/[projectId]/modules/[moduleId].astro' },
      { href: '/acme/projects/project-0001/', label: 'Project settings', page: 'acme/projects/[projectId]/index.astro' },
      { href: '/acme/profile/user-0001/', label: 'Profile', page: 'acme/profile/[userId].astro' },
      { href: '/acme/workspace-views/all-issues/', label: 'Workspace issues', page: 'acme/workspace-views/[tab].astro' },
      { href: '/acme/settings/', label: 'Workspace settings', page: 'acme/settings/[...page].astro' },
      { href: '/create-workspace/', label: 'Create a workspace', page: 'create-workspace.astro' },
    ],
  },
];

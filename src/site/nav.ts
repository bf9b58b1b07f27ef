import { ownPlacesMessages } from '../domain/messages';
import { placeLinks, SAMPLE_FOUND, type PlaceLinkKey } from '../domain/own-places';
import { COMPONENT_PAGES, type ComponentSlug } from './component-pages';

/**
 * The sidebar, in reading order. An entry shows only when its page exists (the layout checks the
 * pages folder), so a piece appears in the navigation the moment its page lands.
 */
export interface NavItem {
  href: string;
  label: string;
  /** Path of the page file under src/pages, used to check that it exists. */
  page: string;
  /** A link into the workspace: on a build whose ids are found at run time, its address is too. */
  place?: PlaceLinkKey;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

const component = (slug: ComponentSlug): NavItem => ({
  href: `/components/${slug}/`,
  label: COMPONENT_PAGES[slug].title,
  page: `components/${slug}.astro`,
});

/** The page file of each link into the workspace. */
const PLACE_PAGES: Record<PlaceLinkKey, string> = {
  issue: 'acme/projects/[projectId]/issues/[issueId].astro',
  cycle: 'acme/projects/[projectId]/cycles/[cycleId].astro',
  module: 'acme/projects/[projectId]/modules/[moduleId].astro',
  project: 'acme/projects/[projectId]/index.astro',
  profile: 'acme/profile/[userId].astro',
  views: 'acme/workspace-views/[tab].astro',
  settings: 'acme/settings/[...page].astro',
};

export const DEMO_WORKSPACE_TITLE = 'Demo workspace';

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
      component('date-filter'),
      component('bulk-delete-issues'),
      component('add-existing-issues'),
      component('ai-assistant'),
      component('link-form'),
      component('image-upload'),
      component('cover-image-picker'),
      component('theme-editor'),
      component('confirm-dialog'),
    ],
  },
  {
    title: 'Widgets',
    items: [
      component('activity-feed'),
      component('empty-states'),
      component('roles'),
    ],
  },
  {
    title: 'Editor',
    items: [component('editor'), component('viewer')],
  },
  {
    title: DEMO_WORKSPACE_TITLE,
    items: [
      ...placeLinks(SAMPLE_FOUND).map(({ key, label, href }) => ({ href, label, page: PLACE_PAGES[key], place: key })),
      { href: '/create-workspace/', label: 'Create a workspace', page: 'create-workspace.astro' },
    ],
  },
];

/**
 * How the layout and the overview draw a link: on a build whose ids the server makes (`ownPlaces`),
 * a link into the workspace has no address until src/site/place-links.ts finds the reader's own,
 * and its group is the reader's workspace, never the sample's.
 */
export function navRendering(ownPlaces: boolean, base: string) {
  return {
    groupTitle: (group: NavGroup) => (ownPlaces && group.title === DEMO_WORKSPACE_TITLE ? ownPlacesMessages.title : group.title),
    linkAttrs: (item: Pick<NavItem, 'href' | 'place'>) =>
      ownPlaces && item.place ? { 'data-place': item.place, 'aria-disabled': 'true' } : { href: `${base}${item.href}`, 'data-place': item.place },
    hasPlaces: (group: NavGroup) => ownPlaces && group.items.some((item) => item.place),
    /** Hidden until found: the sample's names would stand for records the reader has not got. */
    hidden: (item: Pick<NavItem, 'place'>) => (ownPlaces && item.place ? true : undefined),
  };
}

import { EMPTY_STATES } from '../domain/empty-states';

/**
 * What the frame of each component page shows above and below its own text (layouts/ComponentPage):
 * one place for a piece's title, which the sidebar links it by too, and for the rest of its heading.
 */
export interface ComponentPageInfo {
  title: string;
  /** The line under the title, and the page's meta description. */
  summary: string;
  /**
   * The demo's height in px once drawn, [narrow, from 640 px wide], in the default scenario. The demo
   * is a `client:only` island, so the page is drawn without it; reserving its height keeps the text
   * below from jumping when it appears (layout shift). Measured with bench/README.md's probe.
   */
  demoHeight: [number, number];
  /** The demo asks the API for data as it mounts (see DocsLayout's `loadsData`). */
  loadsData?: boolean;
  /** Ladle story ids (from the stories file name) to link from the page. */
  stories: string[];
}

export const COMPONENT_PAGES = {
  'activity-feed': {
    title: 'Activity feed',
    summary: "Who changed what, in sentences: every field and verb of an issue's history, in the workspace, profile and issue feeds.",
    demoHeight: [1230, 1180],
    loadsData: true,
    stories: [
      'activity-feed--every-sentence', 'activity-feed--every-sentence-in-the-issue-feed', 'activity-feed--deleted-issue',
      'activity-feed--loading', 'activity-feed--empty', 'activity-feed--failed',
    ],
  },
  'add-existing-issues': {
    title: 'Add existing issues',
    summary: "Search the project's issues, pick several and add them to a cycle or a module.",
    demoHeight: [560, 540],
    loadsData: true,
    stories: [
      'add-existing-issues--default',
      'add-existing-issues--searching',
      'add-existing-issues--results',
      'add-existing-issues--with-selection',
      'add-existing-issues--workspace-level',
      'add-existing-issues--no-matches',
      'add-existing-issues--no-issues',
      'add-existing-issues--search-failed',
      'add-existing-issues--adding',
      'add-existing-issues--nothing-selected',
      'add-existing-issues--large-project',
    ],
  },
  'ai-assistant': {
    title: 'AI assistant',
    summary: 'Ask the AI to work on a selection or a description, read its answer safely, and use it in place.',
    demoHeight: [320, 280],
    stories: [
      'ai-assistant--empty',
      'ai-assistant--empty-with-content',
      'ai-assistant--generating',
      'ai-assistant--response-shown',
      'ai-assistant--checklist',
      'ai-assistant--copied',
      'ai-assistant--no-response',
      'ai-assistant--unsafe-response-sanitised',
      'ai-assistant--rate-limited',
      'ai-assistant--empty-task-refused',
    ],
  },
  'bulk-delete-issues': {
    title: 'Bulk delete issues',
    summary: "Search a project's issues, pick several and delete them together, after a confirmation.",
    demoHeight: [150, 140],
    stories: [
      'bulk-delete-issues--default',
      'bulk-delete-issues--loading',
      'bulk-delete-issues--with-selection',
      'bulk-delete-issues--searching',
      'bulk-delete-issues--no-matches',
      'bulk-delete-issues--no-issues',
      'bulk-delete-issues--load-failed',
      'bulk-delete-issues--confirming',
      'bulk-delete-issues--deleting',
      'bulk-delete-issues--failed',
      'bulk-delete-issues--ten-thousand-issues',
    ],
  },
  'confirm-dialog': {
    title: 'Confirm dialog',
    summary: 'Asks before a destructive or important action: a title, a sentence, Cancel and the action.',
    demoHeight: [100, 110],
    stories: ['confirm-dialog--danger', 'confirm-dialog--danger-loading', 'confirm-dialog--primary', 'confirm-dialog--primary-loading', 'confirm-dialog--bulk-delete'],
  },
  'cover-image-picker': {
    title: 'Cover image picker',
    summary: "Choose a project's cover from Unsplash, the built-in images, or an upload.",
    demoHeight: [190, 250],
    loadsData: true,
    stories: [
      'cover-picker--unsplash-loading',
      'cover-picker--unsplash-results',
      'cover-picker--unsplash-no-images',
      'cover-picker--unsplash-hidden',
      'cover-picker--images',
      'cover-picker--upload-idle',
      'cover-picker--upload-chosen',
      'cover-picker--upload-refused',
      'cover-picker--uploading',
      'cover-picker--upload-failed',
    ],
  },
  'date-filter': {
    title: 'Date filter',
    summary: 'A custom date filter for Start date, Due date or Created date: before a day, after a day, or a range.',
    demoHeight: [170, 150],
    stories: [
      'date-filter--range',
      'date-filter--before',
      'date-filter--after',
      'date-filter--inverted-range',
      'date-filter--same-day-range',
      'date-filter--applied-chips',
      'date-filter--no-filters',
    ],
  },
  editor: {
    title: 'Rich-text editor',
    summary:
      'A Milkdown editor for descriptions, comments and pages: markdown, HTML and JSON in and out, slash menu, selection toolbar, links, paste rules and highlighted code blocks.',
    demoHeight: [2030, 1270],
    loadsData: true,
    stories: [
      'editor--empty', 'editor--every-block-type', 'editor--slash-menu-open', 'editor--slash-menu-filtered', 'editor--toolbar-on-text',
      'editor--toolbar-in-code', 'editor-blocks--toolbar-in-table', 'editor--link-editor', 'editor--copy-code-feedback', 'editor--viewer',
      'editor-blocks--upload-in-progress', 'editor-blocks--upload-failed', 'editor-blocks--image-selected', 'editor-blocks--table-hover-controls',
      'editor-blocks--column-menu-with-colors', 'editor-blocks--mention-list-loading', 'editor-blocks--mention-list-results',
      'editor-blocks--mention-list-no-results', 'editor-blocks--highlighted-mention', 'editor-blocks--highlighted-mention-in-viewer',
      'editor-blocks--drag-handle',
    ],
  },
  'empty-states': {
    title: 'Empty states',
    summary: `Every empty state of the product (${EMPTY_STATES.length}): a title, a description, a themed illustration and create buttons that only work for a role that may use them.`,
    demoHeight: [22180, 12660],
    stories: [
      'empty-state--enabled-for-a-member', 'empty-state--disabled-for-a-viewer', 'empty-state--admin-only-feature',
      'empty-state--with-secondary-button', 'empty-state--simple-layout',
    ],
  },
  'image-upload': {
    title: 'Image upload',
    summary:
      'Upload a user avatar or a workspace logo: one image, dropped or chosen, previewed, uploaded with progress, and the image it replaces deleted.',
    demoHeight: [280, 160],
    loadsData: true,
    stories: [
      'image-upload--idle-empty',
      'image-upload--idle-with-current-image',
      'image-upload--file-chosen',
      'image-upload--too-large',
      'image-upload--invalid-format',
      'image-upload--uploading',
      'image-upload--removing',
      'image-upload--upload-failed',
      'image-upload--dropzone-dragging',
    ],
  },
  'link-form': {
    title: 'Link form',
    summary: 'Add and edit links on issues and modules. URL required and http(s) only; title optional.',
    demoHeight: [510, 330],
    loadsData: true,
    stories: ['link-form--empty', 'link-form--invalid-url', 'link-form--editing', 'link-form--submitting', 'link-form--failed'],
  },
  roles: {
    title: 'Roles and permissions',
    summary:
      'Guest, Viewer, Member and Admin: what each may do. The matrix below is computed from the same predicates the components use.',
    demoHeight: [440, 360],
    stories: [
      'settings-menu--guest', 'settings-menu--viewer', 'settings-menu--member', 'settings-menu--admin',
      'settings-menu--not-allowed-for-a-viewer',
    ],
  },
  'theme-editor': {
    title: 'Theme editor',
    summary: 'A custom theme from five colours, previewed live on the whole site, saved on the user and kept across reloads.',
    demoHeight: [150, 150],
    loadsData: true,
    stories: [
      'theme-editor--defaults',
      'theme-editor--light-custom',
      'theme-editor--required',
      'theme-editor--invalid-hex',
      'theme-editor--saving',
      'theme-editor--save-failed',
      'theme-editor--saved',
    ],
  },
  viewer: {
    title: 'Read-only viewer',
    summary:
      "The editor's document, rendered with the same schema and styles, with nothing editable. It shows the document the editor page saved last.",
    demoHeight: [1000, 920],
    loadsData: true,
    stories: ['editor--viewer', 'editor-blocks--highlighted-mention-in-viewer'],
  },
} satisfies Record<string, ComponentPageInfo>;

export type ComponentSlug = keyof typeof COMPONENT_PAGES;

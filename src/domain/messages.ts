/**
 * Every user-visible string of SPEC.md (sections 2-9), copied letter for letter — typos included
 * ("No maching issues found") — plus the labels REFERENCE.md names where the spec is brief.
 * Components and tests import from here; nothing user-visible is written twice.
 *
 * One file on purpose (about 800 lines): the rule is that every user-visible string lives here, so a
 * reviewer checks the spec's sentences against one file.
 */

export const toastTitle = {
  error: 'Error!',
  success: 'Success!',
} as const;

export const genericError = 'Something went wrong. Please try again.';

/**
 * A whole count with thousands separators, as `toLocaleString('en-US')` writes it ("10,000"),
 * without it: a page's first call into the browser's locale data costs a long task on a slow phone,
 * and the feeds and pickers write counts as they first paint.
 */
export const formatCount = (count: number): string =>
  Number.isInteger(count) ? String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : count.toLocaleString('en-US');

export const linkMessages = {
  urlRequired: 'URL is required',
  urlInvalid: 'The URL must start with http or https.',
  addTitle: 'Add Link',
  updateTitle: 'Update Link',
  urlLabel: 'URL',
  urlPlaceholder: 'https://...',
  titleLabel: 'Title (optional)',
  titlePlaceholder: 'Enter title',
  submitAdd: 'Add Link',
  submittingAdd: 'Adding Link...',
  submitUpdate: 'Update Link',
  submittingUpdate: 'Updating Link...',
  cancel: 'Cancel',
  created: 'Link created',
  createdDescription: 'The link has been successfully created',
  updated: 'Link updated',
  updatedDescription: 'The link has been successfully updated',
  deleted: 'Link removed',
  deletedDescription: 'The link has been successfully removed',
  moduleCreated: 'Module link created successfully.',
  moduleUpdated: 'Module link updated successfully.',
  moduleDeleted: 'Module link deleted successfully.',
  copiedTitle: 'Copied to clipboard',
  copiedDescription: 'The URL has been successfully copied to your clipboard.',
  sectionTitle: 'Links',
  noLinks: 'No links added yet',
  addLinkButton: '+ Add link',
  deleteConfirmTitle: 'Delete link',
  deleteConfirmContent: 'Are you sure you want to delete this link? This action cannot be undone.',
} as const;

export const themeMessages = {
  backgroundRequired: 'Background color is required',
  textRequired: 'Text color is required',
  primaryRequired: 'Primary color is required',
  sidebarBackgroundRequired: 'Sidebar background color is required',
  sidebarTextRequired: 'Sidebar text color is required',
  invalidHex: 'Enter a valid hex code of 6 characters',
  updateFailure: 'Failed to Update the theme',
  updateSuccess: 'Theme updated successfully!',
  updating: 'Updating theme...',
  backgroundLabel: 'Background color',
  textLabel: 'Text color',
  primaryLabel: 'Primary(Theme) color',
  sidebarBackgroundLabel: 'Sidebar background color',
  sidebarTextLabel: 'Sidebar text color',
  darkPaletteLabel: 'Dark palette',
  heading: 'Customize your theme',
  submit: 'Set Theme',
  submitting: 'Creating Theme...',
  pickColor: (label: string) => `Pick ${label}`,
  previewHeading: 'Preview',
  previewHint: 'The whole page repaints as you type; nothing is saved until you press Set Theme.',
  darkPaletteHint: 'Use dark-mode status colours and form controls.',
  cancel: 'Cancel',
  resetToSite: 'Use the site colours',
  resetDone: 'The custom theme was removed.',
  savedTheme: 'Saved theme',
  noSavedTheme: 'No custom theme saved yet: the site uses its own light and dark colours.',
} as const;

export const issuePickerMessages = {
  selectAtLeastOne: 'Please select at least one issue.',
  bulkDeleteFailure: genericError,
  bulkDeleteSuccess: 'Issues deleted successfully!',
  noMatchingIssues: 'No maching issues found',
  noIssues: 'No issues found',
  /** SPEC section 8 writes the empty-search pair as "No maching issues found; No issues found." */
  noIssuesSentence: 'No issues found.',
  bulkDeleteTitle: 'Select issues to delete',
  bulkDeleteSearchPlaceholder: 'Search...',
  bulkDeleteSubmit: 'Delete selected issues',
  deleting: 'Deleting...',
  addExistingSearchPlaceholder: 'Type to search...',
  addExistingSubmit: 'Add selected issues',
  adding: 'Adding...',
  noIssuesSelected: 'No issues selected',
  keysHint: '↑ ↓ move · Enter selects · Space selects in the list · Esc closes',
  workspaceLevel: 'Workspace Level',
  workspaceLevelTooltip: 'Toggle workspace level search',
  searchResultsFor: (term: string) => `Search results for "${term}" in project:`,
  cancel: 'Cancel',
  bulkDeleteDialogTitle: 'Bulk delete issues',
  bulkDeleteConfirmTitle: 'Delete issues',
  bulkDeleteConfirmContent: (count: number) =>
    `Are you sure you want to delete ${count === 1 ? '1 issue' : `${formatCount(count)} issues`}? This action cannot be undone.`,
  addExistingTitle: 'Add existing issues',
  addedToCycle: 'Issues added to the cycle successfully.',
  addedToModule: 'Issues added to the module successfully.',
  searchLabel: 'Search issues',
  listLabel: 'Issues',
  selectedLabel: 'Selected issues',
  loadingIssues: 'Loading issues',
  removeChip: (key: string) => `Remove ${key}`,
  selectedCount: (count: number) => `${formatCount(count)} selected`,
  showingFirst: (shown: number, total: number) =>
    `Showing the first ${formatCount(shown)} of ${formatCount(total)} matches. Type more to narrow them down.`,
  /** The server answered its most and did not say how many more match (Plane). */
  showingFirstOfMore: (shown: number) => `Showing the first ${formatCount(shown)} matches; there may be more. Type more to narrow them down.`,
  openIssue: (key: string) => `Open ${key} in a new tab`,
  retry: 'Retry',
  keyboardHint: 'Arrow keys move, Space or Enter selects.',
  cycleLabel: (name: string) => `Cycle ${name}`,
  moduleLabel: (name: string) => `Module ${name}`,
  targetIssuesHeading: (label: string, count: number) => `${label}: ${formatCount(count)} ${count === 1 ? 'issue' : 'issues'}`,
  targetEmpty: 'No issues here yet. Add existing issues to fill it.',
  addTo: 'Add to',
} as const;

export const aiMessages = {
  emptyTask: 'Please enter some task to get AI assistance.',
  rateLimited: 'You have reached the maximum number of requests of 50 requests per month per user.',
  otherError: 'Some error occurred. Please try again.',
  emptyResponse:
    'No response could be generated. This may be due to insufficient content or task information. Please try again.',
  taskPlaceholderWithPrompt: 'Tell AI what action to perform on this content...',
  taskPlaceholder: 'Ask AI anything...',
  consent: 'By using this feature, you consent to sharing the message with a 3rd party service.',
  useResponse: 'Use this response',
  close: 'Close',
  generate: 'Generate response',
  generating: 'Generating response...',
  generateAgain: 'Generate again',
  copy: 'Copy',
  copied: 'Copied',
  copiedTitle: 'Copied to clipboard',
  copiedDescription: 'The response has been copied to your clipboard.',
  content: 'Content:',
  response: 'Response:',
  trigger: 'AI',
  panelLabel: 'AI assistant',
  contentRegion: 'Content and response',
  taskLabel: 'Task',
} as const;

export const uploadMessages = {
  tooLarge: 'The image size cannot exceed 5 MB.',
  invalidFormat: 'Please upload a file in a valid format.',
  failure: genericError,
  title: 'Upload Image',
  dropHere: 'Drag & drop image here',
  dropping: 'Drop image here to upload',
  supportedFormats: 'File formats supported- .jpeg, .jpg, .png, .webp, .svg',
  remove: 'Remove',
  removing: 'Removing...',
  cancel: 'Cancel',
  submit: 'Upload & Save',
  submitting: 'Uploading...',
  workspacePictureRemoved: 'Workspace picture removed successfully.',
  profilePictureRemoved: 'Profile picture removed successfully.',
  uploaded: 'Image uploaded successfully.',
  edit: 'Edit',
  dropzoneLabel: 'Choose an image',
  progress: (percent: number) => `Uploading… ${percent}%`,
  sizeLimit: (size: string) => `Up to ${size}.`,
  currentImage: 'Current image',
  chosenImage: 'Chosen image',
} as const;

export const coverMessages = {
  tabUnsplash: 'Unsplash',
  tabImages: 'Images',
  tabUpload: 'Upload',
  searchPlaceholder: 'Search for images',
  search: 'Search',
  noImages: 'No images found.',
  trigger: 'Change cover',
  panelLabel: 'Cover image picker',
  loading: 'Loading images',
  choose: (alt: string) => `Use ${alt} as the cover`,
  coverUpdated: 'Cover image updated successfully.',
  currentCover: 'Current cover',
  noCover: 'No cover image',
} as const;

export const editorMessages = {
  noFile: 'No file selected. Please select a file to upload.',
  invalidType: 'Invalid file type. Please select a JPEG, JPG, PNG, WEBP, or SVG image file.',
  tooLarge: 'File size too large. Please select a smaller file than 5MB.',
  placeholder: "Press '/' for commands...",
  headingPlaceholder: (level: number) => `Heading ${level}`,
  linkPlaceholder: 'Paste a link',
  loading: 'Loading...',
  noResults: 'No results',
  copyCode: 'Copy code',
  copied: 'Copied',
  editorLabel: 'Editor',
  viewerLabel: 'Document',
  slashMenuLabel: 'Commands',
  toolbarLabel: 'Formatting',
  blockTypeLabel: 'Block type',
  multipleBlocks: 'Multiple',
  link: 'Link',
  linkInputLabel: 'Link URL',
  applyLink: 'Apply link',
  removeLink: 'Remove link',
  uploadingImage: 'Uploading image',
  cancelUpload: 'Cancel upload',
  resizeImage: 'Resize image',
  deleteImage: 'Delete image',
  dragHandle: 'Drag to move, click to select',
  mentionListLabel: 'People',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Document saved. The viewer page shows this version.',
  loadingDocument: 'Loading the document...',
  /** The progress line of a large paste, read a piece at a time (not in the spec, which has no large paste). */
  pasting: (percent: number) => `Pasting... ${percent}%`,
  pastingLabel: 'Pasting',
  /** The same line while a large document opens a piece at a time (read-only until it has). */
  opening: (percent: number) => `Opening the document... ${percent}%`,
  openingLabel: 'Opening the document',
  openViewer: 'Open in the viewer',
  openEditor: 'Edit in the editor',
  panelJson: 'JSON',
  panelHtml: 'HTML',
  panelMarkdown: 'Markdown',
  retry: 'Try again',
  savedAt: (when: string) => `Saved ${when}`,
  // Shown above a stored document that could not be opened exactly as stored (issue 18).
  contentRepaired: 'Some parts of this document are of a kind this editor does not know. They were left out; their text was kept.',
  contentFromCopy: (format: 'markdown' | 'html' | 'json') =>
    `This document's saved structure could not be read, so it was opened from its ${format === 'html' ? 'HTML' : format === 'json' ? 'JSON' : 'Markdown'} copy.`,
  contentUnreadable: 'This document could not be read.',
  // Shown where the editor would be when a part of it did not arrive (a failed chunk fetch); Try again loads it again.
  editorLoadFailed: 'The editor could not be loaded. Check your connection.',
  // An alert, like the file checks above, when the upload's own code did not arrive; nothing was placed.
  uploadUnavailable: 'The image could not be uploaded. Check your connection and try again.',
  leaveWarning: 'You have unsaved changes in the document.',
} as const;

/**
 * The switch between the rich view and the markdown source (issue 16; not in SPEC, so worded here).
 * The shortcut is Mod-Alt-u: no editor keymap, ProseMirror or CodeMirror default uses it.
 */
export const editorSourceViewMessages = {
  group: 'Editor view',
  rich: 'Rich text',
  source: 'Markdown',
  shortcut: (mac: boolean) => (mac ? '⌘⌥U' : 'Ctrl+Alt+U'),
  toggleHint: (shortcut: string) => `Switch between rich text and markdown (${shortcut})`,
  sourceLabel: 'Markdown source',
  loading: 'Opening the markdown source...',
  loadFailed: 'The markdown source could not be opened. Try again.',
} as const;

/** Slash menu items (SPEC section 9 keys and titles; REFERENCE section 3 descriptions). */
export const editorSlashMessages = {
  text: { title: 'Text', description: 'Just start typing with plain text.' },
  heading_1: { title: 'Heading 1', description: 'Big section heading.' },
  heading_2: { title: 'Heading 2', description: 'Medium section heading.' },
  heading_3: { title: 'Heading 3', description: 'Small section heading.' },
  todo_list: { title: 'To do', description: 'Track tasks with a to-do list.' },
  bullet_list: { title: 'Bullet list', description: 'Create a simple bullet list.' },
  numbered_list: { title: 'Numbered list', description: 'Create a list with numbering.' },
  table: { title: 'Table', description: 'Create a table' },
  quote_block: { title: 'Quote', description: 'Capture a quote.' },
  code_block: { title: 'Code', description: 'Capture a code snippet.' },
  image: { title: 'Image', description: 'Upload an image from your computer.' },
  divider: { title: 'Divider', description: 'Visually divide blocks.' },
} as const;

/** Selection toolbar labels: block types, marks and their shortcuts (REFERENCE section 3). */
export const editorToolbarMessages = {
  text: 'Text',
  heading: (level: number) => `Heading ${level}`,
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  todoList: 'To-do list',
  quote: 'Quote',
  code: 'Code',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  inlineCode: 'Code',
  table: 'Table',
  image: 'Image',
} as const;

/** Table hover controls (REFERENCE section 3, Tables). */
export const editorTableMessages = {
  columnMenu: 'Column options',
  rowMenu: 'Row options',
  toggleColumnHeader: 'Toggle column header',
  addColumnBefore: 'Add column before',
  addColumnAfter: 'Add column after',
  deleteColumn: 'Delete column',
  toggleRowHeader: 'Toggle row header',
  addRowAbove: 'Add row above',
  addRowBelow: 'Add row below',
  deleteRow: 'Delete row',
  pickColor: 'Pick color',
  colorSwatch: (name: string) => `Color ${name}`,
} as const;

export const activityMessages = {
  deletedIssue: 'This issue has been deleted.',
  /** What stands in for a deleted issue inside a sentence (REFERENCE section 1: " an Issue"). */
  deletedIssueLink: 'an Issue',
  you: 'You',
  /** The actor of automatic archiving. */
  automation: 'Plane',
  someone: 'Someone',
  none: 'None',
  heading: 'Activity',
  filterLabel: 'Show',
  loading: 'Loading activity...',
  loadingMore: 'Loading more...',
  loadMore: 'Load more',
  retry: 'Retry',
  emptyTitle: 'No activity yet',
  emptyDescription: 'Changes to issues show up here as people work on them.',
  emptyFiltered: 'No activity of this kind yet.',
  showing: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)}`,
  groups: {
    all: 'All activity',
    issue: 'Issue',
    people: 'Assignees',
    properties: 'Properties',
    planning: 'Cycles and modules',
    relations: 'Relations',
    links: 'Links and attachments',
    inbox: 'Inbox',
  },
} as const;

export const confirmMessages = {
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting',
} as const;

export const descriptionMessages = {
  heading: 'Description',
  placeholder: 'Click to add description',
  save: 'Save description',
  saving: 'Saving...',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saveFailed: 'Not saved. Your text is kept in this browser; try again.',
  draftRestored: (when: string) => `Restored your unsaved draft from ${when}.`,
  discardDraft: 'Discard draft',
  leaveWarning: 'You have unsaved changes in the description.',
} as const;

/** The demo issue page around the shared pieces. */
/** The name of every page header's breadcrumb navigation. */
export const breadcrumbLabel = 'Breadcrumb';

export const issuePageMessages = {
  loading: 'Loading issue',
  retry: 'Retry',
  deleted: 'This issue was deleted.',
  deletedToast: 'The issue has been deleted.',
  backToAllIssues: 'Back to all issues',
  breadcrumb: breadcrumbLabel,
  properties: 'Properties',
  activity: 'Activity',
  delete: 'Delete',
  deleteLabel: (key: string) => `Delete ${key}`,
  deleteTitle: (key: string) => `Delete ${key}`,
  deleteContent: (key: string, name: string) =>
    `Are you sure you want to delete ${key} "${name}"? Its links and history go with it. This cannot be undone.`,
} as const;

export const discardMessages = {
  title: 'Discard unsaved changes?',
  content: 'What you typed in this dialog has not been saved. Closing it now loses it.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

export const dateFilterMessages = {
  before: 'before',
  after: 'after',
  range: 'range',
  cancel: 'Cancel',
  apply: 'Apply',
  afterLabel: 'After:',
  beforeLabel: 'Before:',
  typeLabel: 'Filter type',
  close: 'Close',
  startCalendar: 'Start date',
  endCalendar: 'End date',
  custom: 'Custom',
  appliedFilters: 'Applied filters',
  noFilters: 'No date filters applied yet.',
  removeFilter: (label: string) => `Remove filter: ${label}`,
  clearAll: 'Clear all',
} as const;

/** The workspace issue tabs with multi-select and the bulk bar (SPEC sections 2 and 4, REFERENCE 2.12). */
export const workspaceIssueMessages = {
  heading: 'Workspace issues',
  tabsLabel: 'Issue tabs',
  tabs: { 'all-issues': 'All issues', assigned: 'Assigned', created: 'Created', subscribed: 'Subscribed' },
  stateGroups: { backlog: 'Backlog', unstarted: 'Unstarted', started: 'Started', completed: 'Completed', cancelled: 'Cancelled' },
  listLabel: 'Issues grouped by state',
  selectGroup: (group: string) => `Select all ${group} issues`,
  selectIssue: (key: string, name: string) => `Select ${key} ${name}`,
  selectedCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'issue' : 'issues'} selected`,
  delete: 'Delete',
  clearSelection: 'Clear selection',
  cannotDelete: 'Only members and admins can delete issues.',
  loading: 'Loading issues...',
  retry: 'Retry',
  hint: 'Click a row to select it, Shift+click for a range. Arrow keys move, Shift+arrows extend the selection, Escape clears it.',
} as const;

/** Texts of the confirm dialog's demo page. */
export const confirmDemoMessages = {
  dangerTitle: 'Delete issue',
  dangerContent: 'Are you sure you want to delete issue WEB-12? All of the data related to the issue will be permanently removed. This action cannot be undone.',
  primaryTitle: 'Archive cycle',
  primaryContent: 'Archiving "Sprint 21" hides it from the cycle list. You can restore it from the archives at any time.',
  primaryConfirm: 'Archive',
  primaryLoading: 'Archiving',
  primaryButton: 'Primary variant',
  done: 'Done: the action was confirmed.',
  cancelled: 'Cancelled: nothing changed.',
} as const;

/** Cycle and module analytics tabs (SPEC section 4, REFERENCE 2.13). */
export const analyticsMessages = {
  tabsLabel: 'Analytics',
  tabs: { assignees: 'Assignees', labels: 'Labels', states: 'States' },
  noAssignee: 'No assignee',
  noLabels: 'No labels',
  noAssigneesYet: 'No assignees yet',
  noLabelsYet: 'No labels yet',
  noIssuesYet: 'No issues yet',
  unknownMember: 'Former member',
  ofTotal: (total: number) => `of ${formatCount(total)}`,
  completedOf: (completed: number, total: number) => `${completed} of ${total} completed`,
  filterBy: (name: string) => `Filter issues by ${name}`,
  clearFilter: 'Clear filter',
  filteredBy: (name: string) => `Showing issues of ${name}`,
  loading: 'Loading analytics...',
  retry: 'Retry',
  issuesHeading: 'Issues',
  loadingIssues: 'Loading issues...',
} as const;

/** Empty states catalogue (the entries' own texts live in empty-states.ts). */
export const emptyStateMessages = {
  pageFilterLabel: 'Filter empty states',
  pageFilterPlaceholder: 'Search by key, title or text',
  noneMatch: 'No empty state matches this search.',
  clicked: (button: string) => `"${button}" is available to your role.`,
  roleNote: (role: string) => `Buttons follow the header's Role select: you are viewing as ${role}.`,
} as const;

/** Workspace settings, its sub-pages and the create-workspace form (SPEC sections 2, 3 and 6). */
export const settingsMessages = {
  menuHeading: 'Settings',
  menuLabel: 'Workspace settings',
  notAllowedTitle: 'You don’t have access to this page',
  notAllowed: (page: string, minimum: string, role: string) =>
    `${page} is available to the ${minimum} role and above. You are viewing this workspace as ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}.`,
  backToGeneral: 'Go to General settings',
  loading: 'Loading...',
  retry: 'Retry',
  general: {
    heading: 'General',
    nameLabel: 'Workspace name',
    urlLabel: 'Workspace URL',
    logoLabel: 'Workspace logo',
    logoHint: 'Shown in the sidebar and on invitations.',
    save: 'Save changes',
    saving: 'Saving...',
    saved: 'Workspace updated successfully.',
    nameRequired: 'Workspace name is required.',
    nameTooLong: 'Workspace name can have at most 80 characters.',
    adminsOnly: 'Only admins can change the workspace name and logo.',
    logoAlt: (name: string) => `${name} logo`,
    changeLogo: 'Change logo',
  },
  members: {
    heading: 'Members',
    searchLabel: 'Search members',
    searchPlaceholder: 'Search by name or email',
    count: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
    nameColumn: 'Name',
    emailColumn: 'Email',
    roleColumn: 'Role',
    bot: 'Bot',
  },
  billing: {
    heading: 'Billing and plans',
    currentPlan: 'Current plan',
    planName: 'Free',
    planDescription: 'Unlimited issues, cycles, modules and pages for your whole team.',
    seats: (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'} in use`,
    noPayment: 'No payment method is needed on the Free plan.',
    comparePlans: 'Compare plans',
  },
  exports: {
    heading: 'Exports',
    description: 'Export the issues of your projects as a file. Each export is kept below for download.',
    formatLegend: 'Format',
    formats: { csv: 'CSV', xlsx: 'Excel (XLSX)', json: 'JSON' },
    projectLabel: 'Project',
    allProjects: 'All projects',
    submit: 'Export',
    submitting: 'Exporting...',
    ready: (file: string) => `Export ready: ${file}`,
    historyHeading: 'Previous exports',
    download: 'Download',
    downloading: 'Downloading...',
    rows: (n: number) => `${formatCount(n)} ${n === 1 ? 'issue' : 'issues'}`,
    importsLink: 'Import issues from GitHub or Jira',
    downloadLabel: (file: string) => `Download ${file}`,
  },
  imports: {
    heading: 'Imports',
    description: 'Bring issues in from another tool. Imports run in the background; their status shows below.',
    providers: { github: 'GitHub', jira: 'Jira' },
    providerLegend: 'Import from',
    githubRepoLabel: 'Repository',
    githubRepoPlaceholder: 'owner/name',
    githubRepoInvalid: 'Enter the repository as owner/name.',
    jiraSiteLabel: 'Jira site URL',
    jiraSitePlaceholder: 'https://your-team.atlassian.net',
    jiraSiteInvalid: 'Enter the site address, starting with https://.',
    jiraKeyLabel: 'Project key',
    jiraKeyPlaceholder: 'ENG',
    jiraKeyInvalid: 'A project key is 2 to 10 capital letters or digits, starting with a letter.',
    jiraEmailLabel: 'Account email',
    jiraEmailInvalid: 'Enter a valid email address.',
    required: 'This field is required.',
    submit: 'Start import',
    submitting: 'Starting import...',
    started: 'Import started.',
    historyHeading: 'Previous imports',
    adminsOnly: 'Only admins can start an import.',
    refresh: 'Refresh',
    statuses: { queued: 'Queued', completed: 'Completed' },
  },
  webhooks: {
    heading: 'Webhooks',
    description: 'Send an HTTP POST to a URL of yours whenever an issue, cycle or module changes.',
    urlLabel: 'Payload URL',
    urlPlaceholder: 'https://example.com/hooks/plane',
    add: 'Add webhook',
    adding: 'Adding webhook...',
    created: 'Webhook created successfully.',
    deleted: 'Webhook deleted successfully.',
    deleteTitle: 'Delete webhook',
    deleteContent: 'Are you sure you want to delete this webhook? Events will no longer be sent to it. This action cannot be undone.',
    deleteLabel: (url: string) => `Delete webhook ${url}`,
    listLabel: 'Webhooks',
  },
  apiTokens: {
    heading: 'API tokens',
    description: 'Tokens let scripts and other systems call the API as you.',
    titleLabel: 'Title',
    titlePlaceholder: 'CI deploys',
    titleRequired: 'Title is required.',
    titleTooLong: 'Title can have at most 255 characters.',
    expiryLabel: 'Expires',
    expiry: { never: 'Never', '7': 'In 7 days', '30': 'In 30 days', '90': 'In 90 days' },
    add: 'Add API token',
    adding: 'Adding API token...',
    created: 'API token created successfully.',
    copyOnce: 'Copy this token now: it is shown only once.',
    copy: 'Copy token',
    copied: 'Token copied to clipboard.',
    dismiss: 'Done',
    deleted: 'API token deleted successfully.',
    deleteTitle: 'Delete API token',
    deleteContent: 'Are you sure you want to delete this token? Anything using it will stop working. This action cannot be undone.',
    deleteLabel: (title: string) => `Delete API token ${title}`,
    expires: (date: string) => `Expires ${date}`,
    neverExpires: 'Never expires',
    listLabel: 'API tokens',
  },
  createWorkspace: {
    heading: 'Create a workspace',
    description: 'A workspace holds your projects, members and settings.',
    nameLabel: 'Workspace name',
    namePlaceholder: 'Acme Inc.',
    slugLabel: 'Workspace URL',
    slugHint: 'Lowercase letters, numbers, dashes and underscores.',
    sizeLabel: 'Company size',
    roleLabel: 'What is your role?',
    selectPlaceholder: 'Select one',
    sizeRequired: 'Choose a company size.',
    roleRequired: 'Choose your role.',
    submit: 'Create workspace',
    submitting: 'Creating workspace...',
    created: (name: string, slug: string) => `Workspace "${name}" created at /${slug}/.`,
    slugProblems: {
      required: 'Workspace URL is required.',
      reserved: 'This URL is reserved by the product. Choose another one.',
      invalid: 'Use only lowercase letters, numbers, dashes and underscores, starting with a letter or a number.',
      'too-long': 'The workspace URL can have at most 48 characters.',
    },
  },
} as const;

/** The roles page's live preview. */
/** The project overview's feature switches (SPEC section 6: an Admin enables disabled features). */
export const projectFeatureMessages = {
  heading: 'Features',
  names: { cycles: 'Cycles', modules: 'Modules', inbox: 'Intake', pages: 'Pages', views: 'Views' },
  descriptions: {
    cycles: 'Time-box work into sprints.',
    modules: 'Group issues into larger pieces of work.',
    inbox: 'Take in requests before they become issues.',
    pages: 'Write docs and notes beside the issues.',
    views: 'Save filtered lists of issues.',
  },
  estimates: 'Estimates',
  estimatesDescription: 'Points on issues; set up in the project\'s settings.',
  on: 'On',
  off: 'Off',
  adminsOnly: 'Only admins can turn features on or off.',
  enabled: (name: string) => `${name} turned on.`,
  disabled: (name: string) => `${name} turned off.`,
} as const;

/**
 * The project overview's lists (issue 17 item 10). The spec has no such strings; the empty states
 * are the catalogue's (src/domain/empty-states.ts), without their create buttons, which this page has not.
 */
export const projectOverviewMessages = {
  cycles: 'Cycles',
  modules: 'Modules',
  issues: 'Issues',
  loadingCycles: 'Loading cycles',
  loadingModules: 'Loading modules',
  loadingIssues: 'Loading issues',
  retry: 'Retry',
  cycleList: 'Cycles of this project',
  moduleList: 'Modules of this project',
  issueList: 'Issues of this project, most recently updated first',
  progressOf: (name: string) => `Progress of ${name}`,
  progressText: (completed: number, total: number) => `${completed} of ${total} ${total === 1 ? 'issue' : 'issues'} completed`,
  noDates: 'No dates',
  showAll: (hidden: number) => `Show ${hidden} more ${hidden === 1 ? 'issue' : 'issues'}`,
} as const;

export const rolesMessages = {
  viewingAs: 'Viewing as',
  permissionsOf: (role: string) => `Permissions of ${role}`,
  allowed: 'Allowed: ',
  notAllowed: 'Not allowed: ',
} as const;

/**
 * Pages read from the URL when they run (the app shell): the site's 404 and each product page's
 * "not found" state. The spec has no such strings; these follow the site's own 404 page.
 */
export const routeMessages = {
  pageNotFound: 'Page not found',
  pageNotFoundText: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  goToOverview: 'Go to the overview',
  orPickAPage: 'or pick a page from the menu.',
  loading: 'Loading page',
  retry: 'Retry',
  notFound: {
    workspace: 'Workspace not found',
    project: 'Project not found',
    issue: 'Issue not found',
    cycle: 'Cycle not found',
    module: 'Module not found',
    profile: 'Member not found',
    settings: 'Settings page not found',
  },
  notFoundText: {
    workspace: (slug: string) => `There is no workspace "${slug}", or you are not a member of it.`,
    project: (slug: string) => `The workspace "${slug}" has no project at this address. It may have been deleted, or the link may be mistyped.`,
    issue: (slug: string) => `The workspace "${slug}" has no issue at this address. It may have been deleted, or the link may be mistyped.`,
    cycle: (slug: string) => `The workspace "${slug}" has no cycle at this address. It may have been deleted, or the link may be mistyped.`,
    module: (slug: string) => `The workspace "${slug}" has no module at this address. It may have been deleted, or the link may be mistyped.`,
    profile: (slug: string) => `No member of the workspace "${slug}" has this profile.`,
    settings: (slug: string) => `The workspace "${slug}" has no settings page at this address.`,
  },
  /** A 403: the thing is there, but the signed-in person's role does not let them open it. */
  notAllowed: {
    workspace: 'You cannot open this workspace',
    project: 'You cannot open this project',
    issue: 'You cannot open this issue',
    cycle: 'You cannot open this cycle',
    module: 'You cannot open this module',
    profile: 'You cannot open this profile',
    settings: 'You cannot open these settings',
  },
  askForRole: 'An admin of the workspace can give you a role that may.',
  backToWorkspace: (slug: string) => `Back to the issues of ${slug}`,
  backToProject: (name: string) => `Back to the project ${name}`,
} as const;

export type MissingThing = keyof typeof routeMessages.notFound;

/** What a failed call says when the server sent no sentence of its own (the status texts: server-answers.ts). */
export const transportFailureMessages = {
  network: 'Could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  parse: 'The server sent a response that could not be read.',
  shape: 'The server sent an unexpected response.',
  aborted: 'The request was cancelled.',
} as const;

/** A server's answer by status, where the server gave no sentence (or only a code, or an HTML page). */
export const httpStatusMessages = {
  unauthenticated: 'Your session has ended. Sign in again to continue; what you were working on is kept.',
  forbidden: "You don't have permission to do this here.",
  notFound: 'This could not be found. It may have been deleted, or the link may be wrong.',
  tooLarge: 'This is too large for the server to accept. Try a smaller file or a shorter text.',
  tooManyRequests: 'Too many requests in a short time. Wait a moment and try again.',
  serverError: (status: number) => `The server ran into a problem (${status}). Please try again in a moment.`,
  other: (status: number) => `The server answered with an error (${status}).`,
} as const;

/** Where the build's backend differs from the spec's: calls it does not have, and what it does instead. */
export const backendMessages = {
  unavailable: {
    workspaceActivities:
      "Plane has no workspace-wide activity feed, so none is shown here. A person's activity is on their profile page, and an issue's on the issue.",
    imports: "Plane's community edition has no importers (they come with its paid editions), so imports are not offered here.",
    demoDocument: "Plane has nowhere to keep the editor demo's document, so it is not saved or read back with this server.",
  },
  uploadNeedsEntity: 'Plane keeps images only with a workspace logo, a project cover or an issue, so this image cannot be uploaded here.',
  unsplashNotConfigured: 'Unsplash is not set up on this server.',
  exportPending: 'The export is still being prepared on the server. It will be listed under Previous exports when it is ready.',
  exportFailed: 'The server could not prepare the export. Please try again.',
  roleFromServer: 'Your role in this workspace, as the server reports it.',
} as const;

/** A component's demo on records the server has not got (src/domain/demo-places.ts). */
export const demoPlacesMessages = {
  /** How to point the demo at one's own records, after the not-found sentence. */
  nameYourOwn: "This demo plays on the sample workspace's records. To try it on your own, name them in this page's address, for example:",
  checking: 'Checking the demo\'s records',
} as const;

/** The sidebar's links into the reader's own workspace, on a build that finds them on the server. */
export const ownPlacesMessages = {
  title: 'Your workspace',
  finding: 'Finding your workspace…',
  none: 'You belong to no workspace yet.',
  unreachable: 'Your workspace could not be read.',
  /** On the sign-in page, and when the session is gone: there is nobody whose workspace to find yet. */
  signedOut: 'Sign in to see your workspace.',
  /** The overview's sentence on such a build, where the sample workspace's sentence would name `acme`. */
  intro: 'The links below open your own workspace on the server this site is built for: the first project, its first issue, the cycle running today and its first module.',
} as const;

/** The site's own sign-in page (/accounts/sign-in/) and the trip there and back. */
export const signInMessages = {
  title: 'Sign in',
  intro: 'Sign in to go back to where you were. What you were typing is kept.',
  emailLabel: 'Email',
  emailPlaceholder: 'name@company.com',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordLabel: 'Password',
  passwordRequired: 'Password is required.',
  submit: 'Sign in',
  submitting: 'Signing in...',
  failed: 'Sign-in failed. Check your email and password and try again.',
  returning: 'Signed in. Taking you back...',
  elsewhere: "Sign in on the server's own sign-in page, which opens in a new tab, then come back here.",
  openSignIn: 'Open the sign-in page',
  reload: 'Signed in? Reload',
  stillSignedOut: 'You are not signed in yet. Sign in on the other tab, then try again.',
  backTo: (path: string) => `You will go back to ${path}`,
} as const;

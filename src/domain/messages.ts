/**
 * Every user-visible string of SPEC.md (sections 2-9), copied letter for letter — typos included
 * ("No maching issues found") — plus the labels REFERENCE.md names where the spec is brief.
 * Components and tests import from here; nothing user-visible is written twice.
 */

export const toastTitle = {
  error: 'Error!',
  success: 'Success!',
} as const;

export const genericError = 'Something went wrong. Please try again.';

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
  workspaceLevel: 'Workspace Level',
  workspaceLevelTooltip: 'Toggle workspace level search',
  searchResultsFor: (term: string) => `Search results for "${term}" in project:`,
  cancel: 'Cancel',
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
  content: 'Content:',
  response: 'Response:',
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
} as const;

export const coverMessages = {
  tabUnsplash: 'Unsplash',
  tabImages: 'Images',
  tabUpload: 'Upload',
  searchPlaceholder: 'Search for images',
  search: 'Search',
  noImages: 'No images found.',
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
} as const;

export const activityMessages = {
  deletedIssue: 'This issue has been deleted.',
} as const;

export const confirmMessages = {
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting',
} as const;

export const dateFilterMessages = {
  before: 'before',
  after: 'after',
  range: 'range',
  cancel: 'Cancel',
  apply: 'Apply',
  afterLabel: 'After:',
  beforeLabel: 'Before:',
} as const;

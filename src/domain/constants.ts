/** Business constants and limits, SPEC section 9. */

export const MAX_UPLOAD_BYTES = 5_242_880;
export const AI_REQUESTS_PER_MONTH = 50;
export const SEARCH_DEBOUNCE_MS = 500;
export const LINK_FORM_RESET_MS = 500;
export const ENTITY_SCROLL_MARGIN_PX = 200;
export const COPY_FEEDBACK_MS = 1000;
/** SPEC section 9's pricing link: Plane's MARKETING_PRICING_PAGE_LINK (packages/constants/src/endpoints.ts at 4ca6d6c7). */
export const PRICING_URL = 'https://plane.so/pricing';

export const COVER_GRID_COLUMNS = 4;
export const COVER_SKELETON_ITEMS = 8;

export const DEFAULT_THEME = {
  background: '#0d101b',
  text: '#c5c5c5',
  primary: '#3f76ff',
  sidebarBackground: '#0d101b',
  sidebarText: '#c5c5c5',
} as const;

export const COMPANY_SIZE_OPTIONS = ['Just myself', '2-10', '11-50', '51-200', '201-500', '500+'] as const;

export const ROLE_OPTIONS = [
  'Product / Project Manager',
  'Development / Engineering',
  'Founder / Executive',
  'Freelancer / Consultant',
  'Marketing / Growth',
  'Sales / Business Development',
  'Support / Operations',
  'Student / Professor',
  'Human Resources',
  'Other',
] as const;

export const IMPORT_PROVIDERS = ['github', 'jira'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ISSUE_TABS = ['all-issues', 'assigned', 'created', 'subscribed'] as const;
export type IssueTab = (typeof ISSUE_TABS)[number];

export const editorLimits = {
  imageDefaultWidth: '35%',
  imageMinSizePx: 100,
  tableDefaultRows: 3,
  tableDefaultCols: 3,
  tableCellMinWidth: 100,
  tableResizeHandleWidth: 5,
  dragHandleWidth: 24,
  autoScrollTopThreshold: 300,
  autoScrollBottomThreshold: 100,
  autoScrollStep: 70,
  toolbarUpdateDelayMs: 250,
  acceptedImageTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/svg+xml'],
  fileInputAccept: '.jpeg, .jpg, .png, .webp, .svg',
} as const;

export const TABLE_COLORS = [
  { name: 'Blue', background: '#D9E4FF' },
  { name: 'Orange', background: '#FFEDD5' },
  { name: 'Grey', background: '#F1F1F1' },
  { name: 'Yellow', background: '#FEF3C7' },
  { name: 'Green', background: '#DCFCE7' },
  { name: 'Red', background: '#FFDDDD' },
  { name: 'Pink', background: '#FFE8FA' },
  { name: 'Purple', background: '#E8DAFB' },
  { name: 'None', background: 'none' },
] as const;

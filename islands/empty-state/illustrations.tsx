/**
 * Simple inline illustrations for the empty states: a themed "window" with a glyph for the area.
 * Colours come from the site's tokens, so light, dark and custom themes repaint them.
 */
import type { EmptyStateIllustration } from '../../src/domain/empty-states';

/** Glyphs drawn on a 24x24 grid (stroke icons), one per illustration. */
const GLYPHS: Record<EmptyStateIllustration, string[]> = {
  dashboard: ['M3 3h7v9H3z', 'M14 3h7v5h-7z', 'M14 12h7v9h-7z', 'M3 16h7v5H3z'],
  analytics: ['M3 3v18h18', 'M7 15l4-4 3 3 5-6'],
  projects: ['M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'],
  issues: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M9 12l2 2 4-4'],
  cycles: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 3v18', 'M12 3a9 9 0 0 1 0 18'],
  modules: ['M4 4h16v16H4z', 'M9 9h.01', 'M15 15h.01', 'M15 9h.01', 'M9 15h.01'],
  views: ['M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z', 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6'],
  pages: ['M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z', 'M14 3v6h6', 'M8 13h8', 'M8 17h5'],
  notifications: ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  inbox: ['M22 12h-6l-2 3h-4l-2-3H2', 'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z'],
  search: ['M11 3a8 8 0 1 0 0 16a8 8 0 1 0 0-16', 'M21 21l-4.3-4.3'],
  archive: ['M3 4h18v4H3z', 'M5 8v11a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8', 'M10 12h4'],
  settings: ['M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8', 'M12 2v3', 'M12 19v3', 'M2 12h3', 'M19 12h3', 'M4.9 4.9l2.1 2.1', 'M17 17l2.1 2.1', 'M4.9 19.1 7 17', 'M17 7l2.1-2.1'],
  labels: ['M12 2H2v10l9.29 9.29a1 1 0 0 0 1.42 0l8.58-8.58a1 1 0 0 0 0-1.42z', 'M7 7h.01'],
  estimates: ['M12 3 2 20h20z'],
  integrations: ['M9 2v6', 'M15 2v6', 'M6 8h12v4a6 6 0 0 1-12 0z', 'M12 18v4'],
  comments: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'],
  filter: ['M22 3H2l8 9.46V19l4 2v-8.54z'],
  drafts: ['M17 3a2.85 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z'],
  profile: ['M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8', 'M4 21a8 8 0 0 1 16 0'],
  members: ['M9 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8', 'M2 21a7 7 0 0 1 14 0', 'M16 4a4 4 0 0 1 0 8', 'M19 21a7 7 0 0 0-3-5.7'],
  disabled: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M5.6 5.6l12.8 12.8'],
  chart: ['M18 20V10', 'M12 20V4', 'M6 20v-6'],
};

function Glyph({ kind, x, y, size }: { kind: EmptyStateIllustration; x: number; y: number; size: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 24})`} fill="none" stroke="var(--c-primary)" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
      {GLYPHS[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

/** The big picture of a "detailed" empty state. */
export function Illustration({ kind, className }: { kind: EmptyStateIllustration; className?: string }) {
  return (
    <svg viewBox="0 0 240 150" className={className} aria-hidden="true" focusable="false">
      <rect x="20" y="14" width="200" height="124" rx="12" fill="var(--c-surface-2)" stroke="var(--c-line)" />
      <rect x="20" y="14" width="200" height="22" rx="12" fill="var(--c-surface)" stroke="var(--c-line)" />
      <circle cx="36" cy="25" r="3.5" fill="var(--c-line)" />
      <circle cx="48" cy="25" r="3.5" fill="var(--c-line)" />
      <circle cx="60" cy="25" r="3.5" fill="var(--c-line)" />
      <rect x="38" y="52" width="70" height="8" rx="4" fill="var(--c-line)" />
      <rect x="38" y="68" width="52" height="8" rx="4" fill="var(--c-line)" opacity="0.7" />
      <rect x="38" y="96" width="84" height="26" rx="6" fill="var(--c-surface)" stroke="var(--c-line)" />
      <rect x="46" y="105" width="40" height="8" rx="4" fill="var(--c-primary-soft)" />
      <circle cx="168" cy="86" r="34" fill="var(--c-primary-soft)" />
      <Glyph kind={kind} x={146} y={64} size={44} />
    </svg>
  );
}

/** The small icon of a "simple" empty state. */
export function IllustrationIcon({ kind, className }: { kind: EmptyStateIllustration; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="var(--c-primary-soft)" />
      <Glyph kind={kind} x={12} y={12} size={24} />
    </svg>
  );
}

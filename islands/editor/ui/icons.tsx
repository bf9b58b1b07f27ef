/** Icons for the slash menu and the toolbar (inline SVG, same look on every machine). */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = ({ size = 16, ...rest }: IconProps) => ({
  width: size, height: size, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2,
  strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true, ...rest,
});

const text = (label: string, p: IconProps) => (
  <svg {...base(p)} stroke="none" fill="currentColor"><text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fontFamily="system-ui, sans-serif">{label}</text></svg>
);

export const TextIcon = (p: IconProps) => <svg {...base(p)}><path d="M4 7V4h16v3" /><path d="M9 20h6" /><path d="M12 4v16" /></svg>;
export const Heading1Icon = (p: IconProps) => text('H1', p);
export const Heading2Icon = (p: IconProps) => text('H2', p);
export const Heading3Icon = (p: IconProps) => text('H3', p);
export const HeadingIcon = (p: IconProps & { level: number }) => {
  const { level, ...rest } = p;
  return text(`H${level}`, rest);
};
export const TodoIcon = (p: IconProps) => <svg {...base(p)}><rect x="3" y="5" width="6" height="6" rx="1" /><path d="m3 17 2 2 4-4" /><path d="M13 6h8M13 12h8M13 18h8" /></svg>;
export const BulletListIcon = (p: IconProps) => <svg {...base(p)}><path d="M8 6h13M8 12h13M8 18h13" /><path d="M3 6h.01M3 12h.01M3 18h.01" /></svg>;
export const NumberedListIcon = (p: IconProps) => <svg {...base(p)}><path d="M10 6h11M10 12h11M10 18h11" /><path d="M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" /></svg>;
export const TableIcon = (p: IconProps) => <svg {...base(p)}><rect x="3" y="3" width="18" height="18" rx="2" /><path d="M3 9h18M3 15h18M9 3v18M15 3v18" /></svg>;
export const QuoteIcon = (p: IconProps) => <svg {...base(p)}><path d="M3 21c3 0 7-1 7-8V5c0-1.25-.756-2.017-2-2H4c-1.25 0-2 .75-2 1.972V11c0 1.25.75 2 2 2 1 0 1 0 1 1v1c0 1-1 2-2 2s-1 .008-1 1.031V20c0 1 0 1 1 1z" /><path d="M15 21c3 0 7-1 7-8V5c0-1.25-.757-2.017-2-2h-4c-1.25 0-2 .75-2 1.972V11c0 1.25.75 2 2 2h.75c0 2.25.25 4-2.75 4v3c0 1 0 1 1 1z" /></svg>;
export const CodeIcon = (p: IconProps) => <svg {...base(p)}><path d="m16 18 6-6-6-6M8 6l-6 6 6 6" /></svg>;
export const ImageIcon = (p: IconProps) => <svg {...base(p)}><rect x="3" y="3" width="18" height="18" rx="2" /><circle cx="9" cy="9" r="2" /><path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" /></svg>;
export const DividerIcon = (p: IconProps) => <svg {...base(p)}><path d="M3 12h18" /><path d="M8 6h8M8 18h8" opacity="0.4" /></svg>;
export const BoldIcon = (p: IconProps) => <svg {...base(p)} strokeWidth={2.5}><path d="M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8" /></svg>;
export const ItalicIcon = (p: IconProps) => <svg {...base(p)}><path d="M19 4h-9M14 20H5M15 4 9 20" /></svg>;
export const UnderlineIcon = (p: IconProps) => <svg {...base(p)}><path d="M6 4v6a6 6 0 0 0 12 0V4" /><path d="M4 20h16" /></svg>;
export const StrikeIcon = (p: IconProps) => <svg {...base(p)}><path d="M16 4H9a3 3 0 0 0-2.83 4" /><path d="M14 12a4 4 0 0 1 0 8H6" /><path d="M4 12h16" /></svg>;
export const ChevronDownIcon = (p: IconProps) => <svg {...base(p)}><path d="m6 9 6 6 6-6" /></svg>;
export const ArrowUpRightIcon = (p: IconProps) => <svg {...base(p)}><path d="M7 7h10v10" /><path d="M7 17 17 7" /></svg>;

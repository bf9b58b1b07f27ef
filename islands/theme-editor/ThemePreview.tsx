import { DEFAULT_THEME } from '../../src/domain/constants';
import { themeMessages } from '../../src/domain/messages';
import { contrastRatio, isValidThemeHex, mix, THEME_COLOR_KEYS, type ThemeColorKey, type ThemeFormValues } from '../../src/domain/theme';

/** A miniature of the product in the colours being edited; a half-typed colour shows its default. */
export function ThemePreview({ values }: { values: ThemeFormValues }) {
  const c = Object.fromEntries(
    THEME_COLOR_KEYS.map((key) => [key, isValidThemeHex(values[key]) ? values[key] : DEFAULT_THEME[key]]),
  ) as Record<ThemeColorKey, string>;
  const onPrimary = contrastRatio(c.primary, '#ffffff') >= contrastRatio(c.primary, '#0d101b') ? '#ffffff' : '#0d101b';
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-medium">{themeMessages.previewHeading}</figcaption>
      <div aria-hidden="true" className="flex h-28 overflow-hidden rounded-lg border border-line text-[11px]">
        <div className="flex w-24 flex-col gap-1 p-2" style={{ background: c.sidebarBackground, color: c.sidebarText }}>
          <span className="font-semibold">Acme</span>
          <span>Issues</span>
          <span>Cycles</span>
          <span>Modules</span>
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-2" style={{ background: c.background, color: c.text }}>
          <span className="font-semibold">WEB-12 Fix the login redirect</span>
          <span className="rounded px-1.5 py-1" style={{ background: mix(c.background, c.text, 0.09) }}>
            Steps: open Safari, sign in.
          </span>
          <span className="mt-auto self-start rounded px-2 py-1 font-medium" style={{ background: c.primary, color: onPrimary }}>
            Save
          </span>
        </div>
      </div>
    </figure>
  );
}

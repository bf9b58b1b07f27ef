import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** Used for the heading's id, which names the section for assistive technology. */
  id: string;
  heading: string;
  description?: string;
  children: ReactNode;
}

/** The titled block every settings page opens with: a heading, a line of description, then its form. */
export function SettingsSection({ id, heading, description, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">{heading}</h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

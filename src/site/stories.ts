/**
 * Ladle story ids, derived the way Ladle derives them: the kebab-cased file name (without
 * `.stories.tsx`), two dashes, the kebab-cased export name.
 */
export const kebab = (value: string) =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

export interface StoryEntry {
  id: string;
  name: string;
}

export interface StoryGroup {
  file: string;
  title: string;
  stories: StoryEntry[];
}

export function storyGroups(modules: Record<string, Record<string, unknown>>): StoryGroup[] {
  return Object.entries(modules)
    .map(([path, exports]) => {
      const file = path.split('/').pop()!.replace(/\.stories\.tsx?$/, '');
      const stories = Object.keys(exports)
        .filter((name) => name !== 'default' && /^[A-Z]/.test(name))
        .map((name) => ({ id: `${kebab(file)}--${kebab(name)}`, name: name.replace(/([a-z])([A-Z])/g, '$1 $2') }));
      return { file: path, title: file.replace(/([a-z])([A-Z])/g, '$1 $2'), stories };
    })
    .filter((group) => group.stories.length)
    .sort((a, b) => a.title.localeCompare(b.title));
}

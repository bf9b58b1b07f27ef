import * as yup from 'yup';
import { linkMessages } from './messages';
import { isHttpUrl } from './url';

/** Link (issue or module), SPEC section 3. */
export interface Link {
  id: string;
  title: string | null;
  url: string;
  created_by: string;
  created_at: string;
}

export interface LinkInput {
  url: string;
  title: string;
}

/** A scheme before the first colon, unless what follows the colon is a port (`plane.so:8080`). */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;
/** A bare host with an optional port and path, as people paste it: `plane.so`, `docs.plane.so/x`. */
const BARE_HOST = /^(?:localhost|[^\s/?#:@]+\.[^\s/?#:@]+)(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * People type `plane.so`, as Plane and Linear accept: a bare domain gets `https://` in front before the
 * rule is checked. Anything else (another scheme, `//host`, text with spaces) is left for the rule
 * to refuse, so the saved URL still starts with http or https.
 */
export function withDefaultScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed) || trimmed.startsWith('/') || !BARE_HOST.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** What the form saves: the URL with its scheme, the title trimmed. */
export function normalizeLinkInput(input: LinkInput): LinkInput {
  return { url: withDefaultScheme(input.url), title: input.title.trim() };
}

/**
 * SPEC section 5: URL required, starting with http or https; title optional. "Starting with" is read
 * as an http(s) URL that opens somewhere: a host, no whitespace or control characters (isHttpUrl),
 * checked after a bare domain got its `https://` (withDefaultScheme).
 */
export const linkSchema = yup.object({
  url: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? withDefaultScheme(value) : value))
    .required(linkMessages.urlRequired)
    .test('http-url', linkMessages.urlInvalid, (value) => value === undefined || isHttpUrl(value)),
  title: yup.string().trim().max(255).default(''),
});

export function validateLink(input: LinkInput): Partial<Record<keyof LinkInput, string>> {
  try {
    linkSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Record<keyof LinkInput, string>> = {};
    if (error instanceof yup.ValidationError) {
      for (const inner of error.inner) {
        const key = inner.path as keyof LinkInput;
        if (key && !errors[key]) errors[key] = inner.message;
      }
    }
    return errors;
  }
}

/** What the links list shows for a link: its title, or the URL when there is none. */
export function linkLabel(link: Pick<Link, 'title' | 'url'>): string {
  return link.title?.trim() ? link.title : link.url;
}

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

/**
 * SPEC section 5: URL required, starting with http or https; title optional. "Starting with" is read
 * as an http(s) URL that opens somewhere: a host, no whitespace or control characters (isHttpUrl).
 */
export const linkSchema = yup.object({
  url: yup
    .string()
    .trim()
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

/**
 * Workspace settings rules: the create-workspace form (reserved and invalid slugs, SPEC section 2),
 * the general, webhook, API token and import forms. The mock API applies the same rules.
 */
import * as yup from 'yup';
import { COMPANY_SIZE_OPTIONS, IMPORT_PROVIDERS, ROLE_OPTIONS } from './constants';
import { linkMessages, settingsMessages } from './messages';
import { workspaceSlugProblem } from './routes';
import { isHttpUrl } from './url';

const cw = settingsMessages.createWorkspace;
const im = settingsMessages.imports;

export const WORKSPACE_NAME_MAX = 80;

/** The message for a slug, or null when it can be used. */
export function slugMessage(slug: string): string | null {
  const problem = workspaceSlugProblem(slug);
  return problem ? cw.slugProblems[problem] : null;
}

/** A slug suggested from the name: lowercase, dashes for anything else, trimmed to 48. */
export function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

export interface CreateWorkspaceInput {
  name: string;
  slug: string;
  company_size: string;
  role: string;
}

export const createWorkspaceSchema = yup.object({
  name: yup.string().trim().required(settingsMessages.general.nameRequired).max(WORKSPACE_NAME_MAX, settingsMessages.general.nameTooLong),
  slug: yup.string().test('slug', (value, ctx) => {
    const message = slugMessage(value ?? '');
    return message ? ctx.createError({ message }) : true;
  }),
  company_size: yup.string().required(cw.sizeRequired).oneOf([...COMPANY_SIZE_OPTIONS], cw.sizeRequired),
  role: yup.string().required(cw.roleRequired).oneOf([...ROLE_OPTIONS], cw.roleRequired),
});

export const workspaceNameSchema = yup.object({
  name: yup.string().trim().required(settingsMessages.general.nameRequired).max(WORKSPACE_NAME_MAX, settingsMessages.general.nameTooLong),
});

export const webhookSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required(linkMessages.urlRequired)
    .test('http', linkMessages.urlInvalid, (value) => isHttpUrl(value ?? '')),
});

export const API_TOKEN_EXPIRY = ['never', '7', '30', '90'] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRY)[number];

export const apiTokenSchema = yup.object({
  label: yup.string().trim().required(settingsMessages.apiTokens.titleRequired).max(255, settingsMessages.apiTokens.titleTooLong),
  expiry: yup.string().oneOf([...API_TOKEN_EXPIRY]).required(),
});

export type ImportProvider = (typeof IMPORT_PROVIDERS)[number];

export const GITHUB_REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
export const JIRA_KEY = /^[A-Z][A-Z0-9]{1,9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const githubImportSchema = yup.object({
  repository: yup.string().trim().required(im.required).matches(GITHUB_REPO, im.githubRepoInvalid),
});

export const jiraImportSchema = yup.object({
  site: yup
    .string()
    .trim()
    .required(im.required)
    .test('https', im.jiraSiteInvalid, (value) => /^https:\/\//i.test(value ?? '') && isHttpUrl(value ?? '')),
  project_key: yup.string().trim().required(im.required).matches(JIRA_KEY, im.jiraKeyInvalid),
  email: yup.string().trim().required(im.required).matches(EMAIL, im.jiraEmailInvalid),
});

/** Runs a schema and returns the first message per field (what a form shows). */
export function fieldErrors(schema: yup.AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    if (error instanceof yup.ValidationError) {
      for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

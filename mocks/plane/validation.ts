/**
 * Plane's own input rules, where a client can trip them (facts from the pinned commit; the
 * expressions are ours).
 */

/** `RESTRICTED_WORKSPACE_SLUGS` (utils/constants.py:5): answered as taken by the slug check, refused on create. */
export const RESTRICTED_WORKSPACE_SLUGS: ReadonlySet<string> = new Set([
  '404', 'accounts', 'api', 'create-workspace', 'god-mode', 'installations', 'invitations', 'onboarding', 'profile', 'spaces',
  'workspace-invitations', 'password', 'flags', 'monitor', 'monitoring', 'ingest', 'plane-pro', 'plane-ultimate', 'enterprise',
  'plane-enterprise', 'disco', 'silo', 'chat', 'calendar', 'drive', 'channels', 'upgrade', 'billing', 'sign-in', 'sign-up', 'signin',
  'signup', 'config', 'live', 'admin', 'm', 'import', 'importers', 'integrations', 'integration', 'configuration', 'initiatives',
  'initiative', 'workflow', 'workflows', 'epics', 'epic', 'story', 'mobile', 'dashboard', 'desktop', 'onload', 'real-time', 'one',
  'pages', 'business', 'pro', 'settings', 'license', 'licenses', 'instances', 'instance',
]);

export const SLUG_CHARACTERS = /^[a-zA-Z0-9_-]+$/;

/** `contains_url` (utils/url.py:26): a scheme, `www.`, a dotted host name or an IPv4 address anywhere in the text. */
const URL_IN_TEXT = /https?:\/\/\S+|www\.[a-z0-9]|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,6}|(?:\d{1,3}\.){3}\d{1,3}/i;

export function containsUrl(text: string): boolean {
  if (text.length > 1000) return false;
  return text.split('\n').some((line) => URL_IN_TEXT.test(line.slice(0, 500)));
}

/** Django's `URLValidator`, near enough: http(s) or ftp(s), a host with a top-level domain, localhost or an IPv4 address. */
export function isValidUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value) || value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ftp:', 'ftps:'].includes(url.protocol)) return false;
  const host = url.hostname;
  return host === 'localhost' || /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) || /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9]{1,59})\.?$/i.test(host);
}

/** What the link serializers do before validating: a URL without a scheme gets `http://`. */
export function withScheme(url: string): string {
  return url && !/^https?:\/\//.test(url) ? `http://${url}` : url;
}

/** `sanitize_filename` (utils/path_validator.py:14): the base name, no traversal, no leading dots; null when nothing is left. */
export function sanitizeFilename(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const base = value.replace(/\0/g, '').replace(/\\/g, '/').split('/').pop() ?? '';
  const name = base.replace(/\.\./g, '').trim().replace(/^\.+/, '');
  return name || null;
}

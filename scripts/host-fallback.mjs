/**
 * The static host's fallback (README, "Hosting"): every address without a file gets the app shell
 * (404.html), which routes product pages of any workspace and ids on the client. `_redirects` is
 * Netlify's and Cloudflare Pages' syntax (existing files win over a rule without `!`); GitHub Pages
 * serves 404.html by itself; scripts/serve-static.mjs follows this same file. Status 200: a product
 * page of any id is a page; an address that is none gets the shell's own "Page not found".
 */
export function hostFallbackRules(siteBase = '/') {
  const base = siteBase.replace(/\/?$/, '/');
  return ['# Any address without a file: the app shell, which routes on the client.', `${base}*  ${base}404.html  200`, ''].join('\n');
}

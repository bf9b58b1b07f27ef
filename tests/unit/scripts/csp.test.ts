// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * scripts/csp.mjs over a build-shaped folder: every HTML file gets the policy, the Ladle build's
 * index.html included (it had none), with the hash of each inline script; `--check` fails the
 * build when any HTML file is left without one.
 */
const run = (dir: string, ...flags: string[]) => spawnSync(process.execPath, ['scripts/csp.mjs', dir, ...flags], { encoding: 'utf8', env: { ...process.env, PUBLIC_API_BASE_URL: '' } });

function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  mkdirSync(join(dir, 'components/editor'), { recursive: true });
  mkdirSync(join(dir, 'ladle'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title><script>window.theme = 1;</script></head><body></body></html>');
  writeFileSync(join(dir, 'components/editor/index.html'), '<!doctype html><html><HEAD></HEAD><body></body></html>');
  writeFileSync(join(dir, 'ladle/index.html'), '<!DOCTYPE html>\n<html lang="en-US">\n  <head>\n    <script type="module" crossorigin src="/ladle/assets/index.js"></script>\n  </head>\n  <body><div id="ladle-root"></div></body>\n</html>');
  return dir;
}

const policyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? null;

describe('scripts/csp.mjs', () => {
  it('gives every HTML file a policy, Ladle\'s too', () => {
    const dir = build();
    expect(run(dir).status).toBe(0);
    for (const page of ['index.html', 'components/editor/index.html', 'ladle/index.html']) {
      const policy = policyOf(readFileSync(join(dir, page), 'utf8'));
      expect(policy, page).toMatch(/^default-src 'self'; script-src 'self'/);
      expect(policy, page).toContain("object-src 'none'");
      expect(policy, page).toContain("base-uri 'self'");
    }
    // The inline script is allowed by its hash, and nothing else inline is.
    expect(policyOf(readFileSync(join(dir, 'index.html'), 'utf8'))).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policyOf(readFileSync(join(dir, 'ladle/index.html'), 'utf8'))).toContain("script-src 'self';");
    expect(run(dir, '--check').status).toBe(0);
  });

  it('--check fails on any HTML file without a policy and names it', () => {
    const dir = build();
    run(dir);
    writeFileSync(join(dir, 'ladle/late.html'), '<!doctype html><html><head></head><body></body></html>');
    const checked = run(dir, '--check');
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain(join(dir, 'ladle/late.html'));
  });
});

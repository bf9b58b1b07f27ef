import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { issueDetailApi } from '../../../src/api/issue-detail';
import { createLinksModel, linkFormDraftKey } from '../../../src/models/links';
import { beforeSignIn, isLeavingForSignIn, keepFormDraft, takeFormDraft } from '../../../src/models/form-drafts';
import { redirectToSignInOnExpiry, signInPagePath } from '../../../src/models/session-expiry';

/**
 * A 401 sends the page to sign-in and back: every open form's input is kept first, and a form opens
 * again with it on return.
 */
const owner = { kind: 'issue' as const, workspaceSlug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' };
const unauthenticated = () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a 401 on any call', () => {
  it('keeps the open forms, then goes to the sign-in page, which will send the person back here', async () => {
    window.history.replaceState(null, '', '/acme/projects/project-0001/issues/issue-web-0001/?role=admin#links');
    const navigate = vi.fn();
    const stop = redirectToSignInOnExpiry('/', navigate);
    const unkeep = keepFormDraft('link-form:issue:issue-web-0001', () => ({ mode: 'create', editingId: null, values: { url: 'https://half', title: 'typed' } }));
    server.use(http.all('*', unauthenticated));

    const result = await issueDetailApi.get('acme', 'project-0001', 'issue-web-0001');
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/accounts/sign-in/?next_path=%2Facme%2Fprojects%2Fproject-0001%2Fissues%2Fissue-web-0001%2F%3Frole%3Dadmin%23links');
    expect(isLeavingForSignIn()).toBe(true);
    // Other calls still in flight answer 401 too: one trip only.
    await issueDetailApi.states('acme', 'project-0001');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(takeFormDraft('link-form:issue:issue-web-0001')).toEqual({ mode: 'create', editingId: null, values: { url: 'https://half', title: 'typed' } });
    unkeep();
    stop();
  });

  it('does not leave the sign-in page for itself', async () => {
    window.history.replaceState(null, '', '/plane/accounts/sign-in/?next_path=%2Fplane%2F');
    const navigate = vi.fn();
    const stop = redirectToSignInOnExpiry('/plane/', navigate);
    server.use(http.all('*', unauthenticated));
    await issueDetailApi.get('acme', 'project-0001', 'issue-web-0001');
    expect(navigate).not.toHaveBeenCalled();
    expect(signInPagePath('/plane/')).toBe('/plane/accounts/sign-in/');
    stop();
  });

  it('runs every keeper, even after one fails', () => {
    const kept: string[] = [];
    const stopA = beforeSignIn(() => { throw new Error('no storage'); });
    const stopB = beforeSignIn(() => kept.push('description'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigate = vi.fn();
    const stop = redirectToSignInOnExpiry('/', navigate);
    server.use(http.all('*', unauthenticated));
    return issueDetailApi.get('acme', 'project-0001', 'issue-web-0001').then(() => {
      expect(kept).toEqual(['description']);
      expect(navigate).toHaveBeenCalled();
      warn.mockRestore();
      stopA();
      stopB();
      stop();
    });
  });
});

describe('a link form kept for sign-in', () => {
  it('opens again on return, as it was: mode, edited link and values', async () => {
    sessionStorage.setItem(`plane:form-draft:${linkFormDraftKey(owner)}`, JSON.stringify({ mode: 'edit', editingId: 'ilink-0001', values: { url: 'https://half', title: 'typed' } }));
    const model = createLinksModel(owner);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$form)).toEqual({ open: true, mode: 'edit', initial: { url: 'https://half', title: 'typed' }, editingId: 'ilink-0001' });
    // Once: a second mount (Retry) does not open it again.
    expect(takeFormDraft(linkFormDraftKey(owner))).toBeNull();
  });

  it('ignores a kept value of the wrong shape', async () => {
    sessionStorage.setItem(`plane:form-draft:${linkFormDraftKey(owner)}`, JSON.stringify({ mode: 'delete', values: 'x' }));
    const model = createLinksModel(owner);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$form).open).toBe(false);
  });
});

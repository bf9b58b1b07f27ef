import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import {
  createApiTokensModel, createExportsModel, createImportsModel, createWebhooksModel, createWorkspaceCreationModel,
  createWorkspaceGeneralModel,
} from '../../../src/models/workspace-settings';
import { downloadFile } from '../../../src/api/download';
import { settingsMessages } from '../../../src/domain/messages';
import { EXPORT_COLUMNS } from '../../../src/domain/export-file';
import { buildSeed } from '../../../fixtures/seed';
import { forkRecordingToasts } from '../../helpers/toast-scope';

function scoped() {
  const { scope, toasts } = forkRecordingToasts();
  return { scope, toasts };
}

describe('webhooks', () => {
  it('adds a webhook, announces it, and a fresh form follows', async () => {
    const { scope, toasts } = scoped();
    const model = createWebhooksModel('acme');
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$items)).toEqual([]);
    await allSettled(model.submitted, { scope, params: 'https://hooks.example.com/plane' });
    expect(scope.getState(model.$items).map((w) => w.url)).toEqual(['https://hooks.example.com/plane']);
    expect(scope.getState(model.$formVersion)).toBe(1);
    expect(toasts).toContainEqual({ type: 'success', message: settingsMessages.webhooks.created });
  });

  it('a duplicate gets the server text and keeps the form', async () => {
    const { scope, toasts } = scoped();
    const model = createWebhooksModel('acme');
    await allSettled(model.submitted, { scope, params: 'https://hooks.example.com/a' });
    await allSettled(model.submitted, { scope, params: 'https://hooks.example.com/a' });
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'A webhook with this URL already exists.' });
    expect(scope.getState(model.$formVersion)).toBe(1);
    expect(scope.getState(model.$items)).toHaveLength(1);
  });

  it('the server refuses a URL without a host', async () => {
    const { scope, toasts } = scoped();
    const model = createWebhooksModel('acme');
    await allSettled(model.submitted, { scope, params: 'https://localhost' });
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Enter a valid URL.' });
  });

  it('deletes only after confirmation', async () => {
    const { scope, toasts } = scoped();
    const model = createWebhooksModel('acme');
    await allSettled(model.submitted, { scope, params: 'https://hooks.example.com/b' });
    const [hook] = scope.getState(model.$items);
    await allSettled(model.deleteRequested, { scope, params: hook });
    expect(scope.getState(model.$items)).toHaveLength(1);
    await allSettled(model.deleteConfirmed, { scope });
    expect(scope.getState(model.$items)).toEqual([]);
    expect(toasts).toContainEqual({ type: 'success', message: settingsMessages.webhooks.deleted });
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$items)).toEqual([]);
  });
});

describe('API tokens', () => {
  it('shows the secret once; the list and the server never keep it', async () => {
    const { scope } = scoped();
    const model = createApiTokensModel('acme');
    await allSettled(model.submitted, { scope, params: { label: 'CI', expiry: '30' } });
    const revealed = scope.getState(model.$revealed)!;
    expect(revealed.token).toMatch(/^plane_api_[0-9a-f]{48}$/);
    expect(revealed.expired_at).not.toBeNull();
    expect(scope.getState(model.$items)[0]).not.toHaveProperty('token');
    expect(scope.getState(model.$items)[0].last_four).toBe(revealed.token!.slice(-4));
    await allSettled(model.revealDismissed, { scope });
    expect(scope.getState(model.$revealed)).toBeNull();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$items)[0]).not.toHaveProperty('token');
  });

  it('refuses a blank title on the server too', async () => {
    const { scope, toasts } = scoped();
    const model = createApiTokensModel('acme');
    await allSettled(model.submitted, { scope, params: { label: '   ', expiry: 'never' } });
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'This field may not be blank.' });
  });
});

describe('imports', () => {
  it('starts a GitHub and a Jira import and lists them, newest first', async () => {
    const { scope, toasts } = scoped();
    const model = createImportsModel('acme');
    await allSettled(model.submitted, { scope, params: { provider: 'github', repository: 'makeplane/plane' } });
    await allSettled(model.submitted, { scope, params: { provider: 'jira', site: 'https://acme.atlassian.net', project_key: 'ENG', email: 'ada@acme.test' } });
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$items).map((i) => [i.provider, i.source])).toEqual([
      ['jira', 'acme.atlassian.net ENG'],
      ['github', 'makeplane/plane'],
    ]);
    expect(toasts.filter((t) => t.message === settingsMessages.imports.started)).toHaveLength(2);
  });

  it('the server validates each provider', async () => {
    const { scope, toasts } = scoped();
    const model = createImportsModel('acme');
    await allSettled(model.submitted, { scope, params: { provider: 'github', repository: 'no-slash' } });
    expect(toasts.at(-1)!.message).toBe('Enter the repository as owner/name.');
    await allSettled(model.submitted, { scope, params: { provider: 'jira', site: 'http://x.atlassian.net', project_key: 'ENG', email: 'a@b.co' } });
    expect(toasts.at(-1)!.message).toBe('Enter a valid https URL.');
  });
});

describe('exports', () => {
  const seed = buildSeed();

  it('records an export per format and downloads a real file of the issues', async () => {
    const model = createExportsModel('acme');
    const downloaded: string[] = [];
    // The browser's save-as step is replaced; the file itself is fetched below, as the browser would.
    const fx = fork({ handlers: [[model.downloadFx, async (r: { file_name: string }) => (downloaded.push(r.file_name), r.file_name)]] });
    await allSettled(model.mounted, { scope: fx });
    expect(fx.getState(model.$projects).map((p) => p.identifier)).toEqual(['WEB', 'API', 'MOB']);
    await allSettled(model.submitted, { scope: fx, params: { format: 'csv', projectIds: ['project-0002'] } });
    const [record] = fx.getState(model.$items);
    expect(record).toMatchObject({ format: 'csv', rows: seed.issues.filter((i) => i.project_id === 'project-0002').length });
    expect(downloaded).toEqual([record.file_name]);

    const file = await downloadFile(record.url, 'x.csv');
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.data.fileName).toBe(record.file_name);
    const lines = (await file.data.blob.text()).trim().split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => c.header).join(','));
    expect(lines).toHaveLength((record.rows ?? Number.NaN) + 1);
    expect(lines[1].startsWith('API-1,')).toBe(true);
  });

  it('JSON and XLSX files come with their content types', async () => {
    const model = createExportsModel('acme');
    const fx = fork({ handlers: [[model.downloadFx, async () => '']] });
    await allSettled(model.submitted, { scope: fx, params: { format: 'json', projectIds: null } });
    await allSettled(model.submitted, { scope: fx, params: { format: 'xlsx', projectIds: null } });
    const [xlsx, json] = fx.getState(model.$items);
    const jsonFile = await downloadFile(json.url, 'x');
    if (!jsonFile.ok) throw new Error(jsonFile.error.message);
    expect(JSON.parse(await jsonFile.data.blob.text())).toHaveLength(seed.issues.length);
    const xlsxFile = await downloadFile(xlsx.url, 'x');
    if (!xlsxFile.ok) throw new Error(xlsxFile.error.message);
    const bytes = new Uint8Array(await xlsxFile.data.blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
    expect(xlsxFile.data.blob.type).toContain('spreadsheetml');
  });

  it('refuses an unknown format and an unknown project', async () => {
    const post = (body: unknown) =>
      fetch('http://localhost/api/workspaces/acme/exports/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ format: 'pdf' })).status).toBe(400);
    expect((await post({ format: 'csv', project_ids: ['nope'] })).status).toBe(404);
    expect((await post({ format: 'csv', project_ids: [] })).status).toBe(400);
  });
});

describe('workspace', () => {
  it('renames the workspace; a blank name is refused', async () => {
    const { scope, toasts } = scoped();
    const model = createWorkspaceGeneralModel('acme');
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$workspace)!.name).toBe('Acme');
    await allSettled(model.nameSubmitted, { scope, params: 'Acme Labs' });
    expect(scope.getState(model.$workspace)!.name).toBe('Acme Labs');
    expect(toasts).toContainEqual({ type: 'success', message: settingsMessages.general.saved });
    await allSettled(model.nameSubmitted, { scope, params: '  ' });
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'This field may not be blank.' });
  });

  it.each([
    ['onboarding', settingsMessages.createWorkspace.slugProblems.reserved],
    ['Bad Slug', settingsMessages.createWorkspace.slugProblems.invalid],
    ['acme', 'This workspace URL is already taken.'],
  ])('the server refuses the slug %j', async (slug, message) => {
    const { scope, toasts } = scoped();
    const model = createWorkspaceCreationModel();
    await allSettled(model.submitted, { scope, params: { name: 'X', slug, company_size: '2-10', role: 'Other' } });
    expect(toasts.at(-1)).toEqual({ type: 'error', message });
    expect(scope.getState(model.$created)).toBeNull();
  });

  it('creates a workspace with a free slug', async () => {
    const { scope, toasts } = scoped();
    const model = createWorkspaceCreationModel();
    await allSettled(model.submitted, { scope, params: { name: 'Globex', slug: 'globex', company_size: '11-50', role: 'Founder / Executive' } });
    expect(scope.getState(model.$created)).toMatchObject({ slug: 'globex', name: 'Globex' });
    expect(toasts.at(-1)).toEqual({ type: 'success', message: settingsMessages.createWorkspace.created('Globex', 'globex') });
  });
});

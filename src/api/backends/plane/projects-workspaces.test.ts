import { describe, expect, it } from 'vitest';
import { projectPatchToPlane } from './projects';
import { createWorkspaceToPlane, membersFromPlane, workspacePatchToPlane } from './workspaces';

describe('a project’s PATCH', () => {
  it.each<[string, object, object | null]>([
    ['remove the cover: all three fields, as Plane’s web does', { cover_image: null }, { cover_image: null, cover_image_url: null, cover_image_asset: null }],
    ['a picked picture shows once the uploaded one is unlinked', { cover_image: 'https://images.unsplash.com/a.jpg' }, { cover_image: 'https://images.unsplash.com/a.jpg', cover_image_asset: null }],
    ['an uploaded cover is already linked: nothing to write', { cover_image: 'http://plane.test/api/assets/v2/static/abc/' }, null],
    ['a name', { name: 'Web' }, { name: 'Web' }],
    ['feature switches: Plane’s flat fields', { features: { cycles: false, inbox: true, views: false } }, { cycle_view: false, inbox_view: true, issue_views_view: false }],
    ['modules and pages', { features: { modules: true, pages: false } }, { module_view: true, page_view: false }],
    ['no switch given: nothing to write', { features: {} }, null],
  ])('%s', (_what, patch, body) => {
    expect(projectPatchToPlane(patch)).toEqual(body);
  });
});

describe('a workspace’s PATCH', () => {
  it.each<[string, object, object]>([
    ['a name', { name: 'Northwind Labs' }, { name: 'Northwind Labs' }],
    ['clear the logo', { logo: null }, { logo: '' }],
    ['an uploaded logo is already linked', { logo: '/api/assets/v2/static/abc/' }, {}],
  ])('%s', (_what, patch, body) => {
    expect(workspacePatchToPlane(patch)).toEqual(body);
  });

  it('creation renames the form’s answers', () => {
    expect(createWorkspaceToPlane({ name: 'N', slug: 'n', company_size: '2-10', role: 'Lead' })).toEqual({ name: 'N', slug: 'n', organization_size: '2-10', company_role: 'Lead' });
  });

  it('members: inactive ones left out, roles named', () => {
    const member = (id: string, role: number, is_active?: boolean) => ({ member: { id, display_name: id, first_name: id, is_bot: false }, role, is_active });
    expect(membersFromPlane([member('a', 20), member('b', 5, false), member('c', 5)]).map((m) => `${m.member.id}:${m.role}`)).toEqual(['a:admin', 'c:guest']);
  });
});

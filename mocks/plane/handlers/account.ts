import { randomBytes, randomUUID } from 'node:crypto';
import type { StoredUser } from '../../db';
import { noContent, ok, planeError } from '../errors';
import { planeRoute, readBody, type PlaneContext, type PlaneServer } from '../runtime';
import { userFull, userMe, profile } from '../serialize/people';
import { apiTokenCreated, apiTokenRead, instance, unsplashPhoto } from '../serialize/settings';
import { nowIso } from '../time';

/** The instance, the signed-in user, their profile and API tokens, and Unsplash (app/views/user/base.py, api.py, external/base.py). */

/** Views that need a session guarantee a user; only `anonymous` ones see null. */
const me = (ctx: PlaneContext<unknown>): StoredUser => ctx.user!;

const USER_TEXT_FIELDS = ['first_name', 'last_name', 'display_name', 'avatar'] as const;

export function accountRoutes(server: PlaneServer) {
  return [
    planeRoute(server, 'instances', { anonymous: true }, ({ world, url }) => ok(instance(world, url.origin, { unsplash: server.unsplash }))),

    planeRoute(server, 'me', {}, (ctx) => ok(userMe(ctx.world, me(ctx)))),

    /** `UserSerializer` partial update: the text columns a profile page edits; the picture is the v2 asset. */
    planeRoute(server, 'updateMe', {}, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const patch: Partial<StoredUser> = {};
      for (const field of USER_TEXT_FIELDS) {
        if (!(field in body)) continue;
        const value = body[field];
        if (field === 'avatar' && value === null) {
          patch.avatar = null;
          continue;
        }
        if (typeof value !== 'string') return planeError.fields({ [field]: ['Not a valid string.'] });
        if (field === 'display_name' && !value.trim()) return planeError.fields({ display_name: ['This field may not be blank.'] });
        patch[field] = value;
      }
      const user = ctx.db.users.update(me(ctx).id, patch)!;
      ctx.world.x.edits.set(user.id, { at: nowIso(), by: user.id });
      return ok(userFull(ctx.world, user));
    }),

    planeRoute(server, 'profile', {}, (ctx) => ok(profile(ctx.world, me(ctx)))),

    /** `Profile.theme` is a free JSON field that may not be null; `{}` resets it (db/models/user.py:227). */
    planeRoute(server, 'updateProfile', {}, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const row = ctx.world.profile(me(ctx).id);
      if ('theme' in body) {
        if (body.theme === null) return planeError.fields({ theme: ['This field may not be null.'] });
        row.theme = body.theme as Record<string, unknown>;
      }
      row.updated_at = nowIso();
      return ok(profile(ctx.world, me(ctx)));
    }, 'theme-update'),

    planeRoute(server, 'apiTokens', {}, (ctx) => {
      const mine = ctx.world.x.tokens.filter((t) => t.user_id === me(ctx).id);
      return ok([...mine].reverse().map((t) => apiTokenRead(ctx.world, t)));
    }),

    planeRoute(server, 'createApiToken', {}, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const expiredAt = body.expired_at ?? null;
      if (expiredAt !== null && (typeof expiredAt !== 'string' || Number.isNaN(Date.parse(expiredAt)))) {
        return planeError.fields({ expired_at: ['Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].'] });
      }
      const token = {
        id: randomUUID(),
        user_id: me(ctx).id,
        label: typeof body.label === 'string' ? body.label : randomBytes(16).toString('hex'),
        description: typeof body.description === 'string' ? body.description : '',
        token: `plane_api_${randomBytes(16).toString('hex')}`,
        expired_at: expiredAt === null ? null : new Date(expiredAt as string).toISOString(),
        created_at: nowIso(),
      };
      ctx.world.x.tokens.push(token);
      return ok(apiTokenCreated(ctx.world, token), 201);
    }),

    planeRoute(server, 'deleteApiToken', {}, (ctx) => {
      const tokens = ctx.world.x.tokens;
      const index = tokens.findIndex((t) => t.id === ctx.params.tokenId.toLowerCase() && t.user_id === me(ctx).id);
      if (index < 0) return planeError.objectMissing();
      tokens.splice(index, 1);
      return noContent();
    }),

    /**
     * Unsplash relayed (app/views/external/base.py:215-243): `[]` whatever the query without a key,
     * Unsplash's `/photos` list (a bare array) without a query, its search envelope with one.
     */
    planeRoute(server, 'unsplash', {}, ({ db, url, empty }) => {
      if (!server.unsplash) return ok([]);
      const query = (url.searchParams.get('query') ?? '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
      const perPage = Math.min(30, Math.max(1, Number(url.searchParams.get('per_page')) || 20));
      const photos = empty ? [] : db.seed.unsplash;
      if (!query.length) return ok(photos.slice(0, perPage).map(unsplashPhoto));
      const matches = photos.filter((p) => {
        const words = p.alt_description.toLowerCase().split(/[^a-z0-9]+/);
        return query.every((q) => words.some((w) => w.startsWith(q)));
      });
      return ok({ total: matches.length, total_pages: Math.ceil(matches.length / perPage), results: matches.slice(0, perPage).map(unsplashPhoto) });
    }, 'unsplash'),
  ];
}

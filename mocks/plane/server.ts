import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { matchRequestUrl } from 'msw';
import { SCENARIO_HEADER } from '../../src/domain/scenarios';
import { mockDbFor } from '../runtime';
import { authRouter } from './auth';
import { FILE_SIZE_LIMIT } from './config';
import { planeError } from './errors';
import { planeHandlers } from './handlers';
import { PlaneIds } from './ids';
import { PLANE_ROUTES, STORAGE_PREFIX } from './routes';
import type { PlaneServer } from './runtime';
import { Sessions } from './sessions';
import { ObjectStore, readLimited } from './storage';

/**
 * The Plane-shaped server: Plane's API as it is at the pinned commit (docs/plane-api.md), on the
 * spec mock's data and scenario machinery, with its sign-in and its object storage, behind one
 * HTTP socket as Plane's own Caddy puts them (`/api`, `/auth`, `/uploads`).
 */
export interface PlaneServerOptions {
  /** The workspace slug; by default `northwind-` and six random hex digits. */
  slug?: string;
  /** Whether Unsplash answers (Plane without `UNSPLASH_ACCESS_KEY` answers `[]`). */
  unsplash?: boolean;
  /** Plane's `WEB_URL`: where sign-in redirects; by default the origin each request came to. */
  webUrl?: string;
  /** Origins allowed to call cross-origin with cookies (CORS) and to post the sign-in form. */
  allowOrigins?: readonly string[];
  /** The date Plane's date rules see (see PlaneServer.clock); the wall clock by default. */
  clock?: () => Date;
}

export interface PlaneApp {
  app: Express;
  server: PlaneServer;
}

/** Every id of the seed gets its UUID now, so the slug and the ids exist from the moment the server starts. */
function mapSeedIds(ids: PlaneIds): void {
  const seed = mockDbFor('default').seed;
  const tables = [[seed.workspace], seed.users, seed.projects, seed.states, seed.labels, seed.issues, seed.cycles, seed.modules, seed.issueLinks, seed.activities];
  for (const rows of tables) for (const row of rows) ids.uuid(row.id);
  for (const module of seed.modules) for (const link of module.link_module) ids.uuid(link.id);
}

const hasRoute = (path: string) =>
  Object.values(PLANE_ROUTES).some((r) => matchRequestUrl(new URL(path, 'http://x'), `*${r.path}`).matches);

export function createPlaneApp(options: PlaneServerOptions = {}): PlaneApp {
  const server: PlaneServer = {
    ids: new PlaneIds(options.slug),
    sessions: new Sessions(),
    storage: new ObjectStore(),
    unsplash: options.unsplash ?? true,
    clock: options.clock ?? (() => new Date()),
  };
  mapSeedIds(server.ids);
  const allowOrigins = options.allowOrigins ?? [];

  const app = express();
  app.disable('x-powered-by');
  // A proxy on this machine (npm run serve:proxy) tells the scheme it was reached with.
  app.set('trust proxy', 'loopback');

  /** django-cors-headers: credentials allowed for the configured origins. */
  app.use((req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin && allowOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'DELETE, GET, OPTIONS, PATCH, POST, PUT');
        res.setHeader('Access-Control-Allow-Headers', `accept, authorization, content-type, user-agent, x-csrftoken, x-requested-with, x-api-key, ${SCENARIO_HEADER}`);
        res.setHeader('Access-Control-Max-Age', '86400');
        res.status(200).end();
        return;
      }
    }
    next();
  });

  /** Django's APPEND_SLASH: a slash-less path that exists with a slash answers 301 (a POST's body is lost on the way). */
  app.use((req, res, next) => {
    const path = req.path;
    if ((path.startsWith('/api/') || path.startsWith('/auth/')) && !path.endsWith('/') && hasRoute(`${path}/`)) {
      const query = req.originalUrl.slice(req.originalUrl.indexOf('?') >= 0 ? req.originalUrl.indexOf('?') : req.originalUrl.length);
      res.redirect(301, `${path}/${query}`);
      return;
    }
    next();
  });

  app.use('/auth', authRouter({ sessions: server.sessions, webUrl: options.webUrl, trustedOrigins: allowOrigins }));

  app.post([STORAGE_PREFIX, `${STORAGE_PREFIX}/`], (req, res, next) => {
    server.storage.handlePost(req, res).catch(next);
  });
  app.get(`${STORAGE_PREFIX}/*key`, (req, res) => server.storage.handleGet(req, res));

  /** middleware/request_body_size.py: any body over `FILE_SIZE_LIMIT` is refused before a view sees it. */
  app.use('/api', async (req, res, next) => {
    if (Number(req.get('content-length') ?? 0) <= FILE_SIZE_LIMIT) {
      next();
      return;
    }
    await readLimited(req, 0);
    res.status(413).json(planeError.tooLargeBody);
  });

  app.use(createMiddleware(...planeHandlers(server)));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Page not found.' });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error(error);
    if (!res.headersSent) res.status(500).json({ error: 'Something went wrong please try again later' });
  });
  return { app, server };
}

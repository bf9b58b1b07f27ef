import { randomInt } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { handlers } from './handlers';
import { MAX_REQUEST_BYTES, tooLarge } from './runtime';
import { DOCUMENT_TOO_LARGE, isDemoDocumentPath } from './handlers/documents';
import { uploadMessages } from '../src/domain/messages';
import {
  CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH, cookieValue, isAllowedOrigin, isUploadPath, isWellFormedToken, writeFailure,
} from '../src/domain/request-guard';

export interface ApiAppOptions {
  /** Origins whose pages may call with credentials (ALLOW_ORIGIN); `null` and `*` never. */
  allowedOrigins: readonly string[];
  /** The csrftoken cookie's SameSite: Lax for a site on the same host, None (and Secure) across sites. */
  sameSite?: 'Lax' | 'Strict' | 'None';
}

const TOKEN_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const newToken = () => Array.from({ length: 64 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('');
/** Django's CSRF_COOKIE_AGE: a year. */
const COOKIE_AGE_S = 31_449_600;

const hasBody = (req: Request) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * The mock handlers behind a real HTTP socket (`npm run api`), guarded as Plane's Django server
 * is: CORS with credentials for the allowed origins only; every write must carry a JSON (or, for
 * uploads, multipart) body, come from an allowed origin when the browser names one, and echo the
 * csrftoken cookie in X-CSRFToken. A page on another origin cannot read the cookie, so it gets
 * the token from GET /auth/get-csrf-token/ (as Plane's web app does), which sets the cookie too.
 * A body whose declared length is over the largest limit is refused before a byte is read.
 */
export function createApiApp({ allowedOrigins, sameSite = 'Lax' }: ApiAppOptions) {
  const app = express();
  app.disable('x-powered-by');

  app.use((req, res, next) => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (isAllowedOrigin(origin, allowedOrigins)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PATCH,PUT,DELETE,OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', `Content-Type, Content-Encoding, Accept, ${CSRF_HEADER}, X-Mock-Scenario`);
    }
    if (req.method === 'OPTIONS') {
      res.status(isAllowedOrigin(origin, allowedOrigins) || origin === undefined ? 204 : 403).end();
      return;
    }
    next();
  });

  app.get(CSRF_TOKEN_PATH, (req, res) => {
    let token = cookieValue(req.headers.cookie, CSRF_COOKIE);
    if (!isWellFormedToken(token)) {
      token = newToken();
      const secure = sameSite === 'None' ? '; Secure' : '';
      res.setHeader('Set-Cookie', `${CSRF_COOKIE}=${token}; Max-Age=${COOKIE_AGE_S}; Path=/; HttpOnly; SameSite=${sameSite}${secure}`);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ csrf_token: token });
  });

  app.use((req, res, next) => {
    const failure = writeFailure({
      method: req.method,
      path: req.path,
      origin: req.headers.origin ?? null,
      contentType: req.headers['content-type'] ?? null,
      hasBody: hasBody(req),
      cookie: req.headers.cookie ?? null,
      csrfHeader: req.get(CSRF_HEADER) ?? null,
    }, allowedOrigins);
    if (failure) {
      res.status(failure.status).json({ detail: failure.detail });
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      // Answer before reading, and close: the rest of the body is never taken in.
      // In the words the route itself would use, so a client shows the same message either way.
      const answer = tooLarge(isUploadPath(req.path) ? uploadMessages.tooLarge : isDemoDocumentPath(req.path) ? DOCUMENT_TOO_LARGE : undefined);
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      res.status(answer.status);
      void answer.text().then((text) => res.end(text));
      return;
    }
    next();
  });

  app.use(createMiddleware(...handlers));
  app.use((_req, res) => {
    res.status(404).json({ detail: 'Not found.' });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('Mock API error:', error);
    if (!res.headersSent) res.status(500).json({ detail: 'The mock server failed on this request.' });
    else res.end();
  });
  return app;
}

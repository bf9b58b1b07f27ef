import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { handlers } from './handlers';

/**
 * `npm run api`: the same handlers behind a real HTTP socket, for the client's real-server mode.
 * CORS allows the site's origin with credentials and the scenario header.
 */
const port = Number(process.env.PORT ?? 4390);
const allowOrigin = process.env.ALLOW_ORIGIN ?? '*';

const app = express();
app.disable('x-powered-by');
app.use((req, res, next) => {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', allowOrigin === '*' ? origin ?? '*' : allowOrigin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PATCH,PUT,DELETE,OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept, X-CSRFToken, X-Mock-Scenario');
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
});
app.use(createMiddleware(...handlers));
app.use((_req, res) => {
  res.status(404).json({ detail: 'Not found.' });
});

app.listen(port, '127.0.0.1', () => {
  console.log(`Mock API listening on http://127.0.0.1:${port} (origin allowed: ${allowOrigin})`);
});

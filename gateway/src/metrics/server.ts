import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { observeHttp, registry } from './metrics.js';

/**
 * Metrics for one gateway node (docs/METRICS.md): the HTTP latency hook on the public app and `GET /metrics` on its own listener (`METRICS_PORT`), never on the public site:
 * the figures (routes, volumes, process details) are for operators and Prometheus only, and a
 * separate port is easy to keep off the public network. Without METRICS_PORT nothing listens.
 */
export async function installMetrics(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern, not the URL: ids and query strings would make a series per request.
    const route = req.routeOptions.url ?? 'unmatched';
    observeHttp(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const port = config.metricsPort;
  if (port === null) return;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: collecting failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('collecting failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.host, () => resolve());
  });
  app.log.info({ port }, 'metrics on their own port');
  app.addHook('onClose', async () => {
    const closed = new Promise<void>((r) => server.close(() => r()));
    server.closeAllConnections();
    await closed;
  });
}

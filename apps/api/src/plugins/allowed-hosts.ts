import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isAllowedHost } from '../lib/network';

/**
 * Answers only requests addressed to one of our host names (config.allowedHosts). DNS
 * rebinding points a name the attacker owns at this server, so that a page on it can read a
 * local install from the victim's browser: such requests name the attacker's host and get 421
 * before any route runs. `GET /api/health` is exempt: load balancers probe it by address, and
 * it tells nobody anything private.
 */
export const allowedHostsPlugin = fp(
  async (app) => {
    const { allowedHosts } = app.config;
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && request.url === '/api/health') return;
      // request.host is the Host header, or X-Forwarded-Host from a proxy TRUST_PROXY trusts.
      const host = request.host;
      if (!host) throw new AppError(400, 'BAD_REQUEST', 'The request has no Host header');
      if (!isAllowedHost(host, allowedHosts)) {
        throw new AppError(
          421,
          'MISDIRECTED_REQUEST',
          'This server does not answer to that host name. Add it to ALLOWED_HOSTS if it is yours.',
        );
      }
    });
  },
  // After the security headers, so a refusal carries them too; before sessions, so it costs no query.
  { name: 'allowed-hosts', dependencies: ['config', 'error-handler', 'security-headers'] },
);

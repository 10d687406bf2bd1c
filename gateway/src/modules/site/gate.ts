import type { FastifyContextConfig } from 'fastify';
import { AppError } from '../../http/errors.js';
import { isRegionBlocked } from './region.js';
import type { Merchant } from './settings.js';

/**
 * System status enforced on the server (1 maintenance, 2 region-blocked). The status
 * page shows it, but every other /wps and /lgw call is refused too, so a script that skips the
 * page gets nothing. Routes marked `open` (status, site config, help, captcha, staff sign-in)
 * and staff routes answer anyway: the page must render and staff must be able to switch
 * maintenance off again.
 */
export function enforceSiteStatus(m: Merchant, ip: string, cfg: Pick<FastifyContextConfig, 'open' | 'auth'>) {
  if (cfg.open || cfg.auth === 'staff') return;
  if (m.settings.maintenance) throw new AppError('MAINTENANCE');
  if (isRegionBlocked(m.settings, ip)) throw new AppError('REGION_BLOCKED', { ip });
}

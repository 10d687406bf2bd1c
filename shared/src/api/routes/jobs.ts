import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { JobsHealth } from '../jobs.js';

/** The jobs module's routes (gateway/src/modules/jobs). */
export const JOBS_ROUTES = {
  staffJobs: { method: 'GET', path: API.staffJobs, response: JobsHealth },
} as const satisfies RouteTable;

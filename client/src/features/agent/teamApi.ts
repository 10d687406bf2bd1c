import { queryOptions } from '@tanstack/react-query';
import { type TeamPeriod, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

/** The agent team API (shared/src/api/agent-team.ts); keys carry the owner so another login never sees them. */
export const teamQueries = {
  overview: (ownerId: number | undefined, period: TeamPeriod) =>
    queryOptions({
      queryKey: ['agent', ownerId, 'overview', period],
      queryFn: ({ signal }) => call(ENDPOINTS.agentTeamOverview, { query: { period }, signal }),
    }),
};

import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  MissionClaimValue,
  MissionInput,
  MissionLeaderboard,
  MissionLeaderboardQuery,
  MissionSummary,
  StaffMission,
  StaffMissionPage,
  StaffMissionQuery,
} from '../missions.js';
import { IdParams } from '../paging.js';

/** The missions module's routes (gateway/src/modules/missions). */
export const MISSIONS_ROUTES = {
  missionSummary: { method: 'GET', path: API.missionSummary, response: MissionSummary },
  missionLeaderboard: { method: 'GET', path: API.missionLeaderboard, query: MissionLeaderboardQuery, response: MissionLeaderboard },
  missionClaim: { method: 'POST', path: API.missionClaim, params: IdParams, response: MissionClaimValue },
  staffMissions: { method: 'GET', path: API.staffMissions, query: StaffMissionQuery, response: StaffMissionPage },
  staffMissionsPost: { method: 'POST', path: API.staffMissions, body: MissionInput, response: StaffMission },
  staffMission: { method: 'PUT', path: API.staffMission, body: MissionInput, params: IdParams, response: StaffMission },
} as const satisfies RouteTable;

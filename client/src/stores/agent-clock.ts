import type { AgentClock } from '@wl/shared/core';
import { createStore } from '../lib/store';

/**
 * The last `agent:clock` tick (gateway/src/modules/agent-team/clock.ts): the socket publishes here,
 * the agent centre's header reads it. Null until the first tick, so the header shows "—"
 * instead of the browser's own time.
 */
export const agentClockStore = createStore<AgentClock | null>(null);

import { RESUME_MAX_GAP, RESUME_PAGE_SIZE, type ResumeAnswer } from '@wl/shared';
import type { Db } from '../db/index.js';
import { eventsAfter, lastSeqOf, toLogged } from './event-log.js';
import type { SocketHandlers } from './socket.js';
import { countResume } from '../metrics/metrics.js';

/** The answer to `events:resume`: a page of missed events, or "reload your state". */
export async function resumeAnswer(db: Db, accountId: number, sessionId: number, lastSeq: number | null): Promise<ResumeAnswer> {
  const newest = await lastSeqOf(db, accountId);
  if (lastSeq === null || lastSeq > newest || newest - lastSeq > RESUME_MAX_GAP) return { ok: true, sessionId, resync: true, lastSeq: newest };
  if (lastSeq === newest) return { ok: true, sessionId, events: [], more: false };
  const rows = await eventsAfter(db, accountId, lastSeq, RESUME_PAGE_SIZE);
  const reached = Number(rows.at(-1)?.seq ?? lastSeq);
  return { ok: true, sessionId, events: rows.map(toLogged), more: rows.length === RESUME_PAGE_SIZE || reached < newest };
}

/**
 * `events:resume`, answered through the acknowledgement, page by page; the client holds live
 * events back until it has caught up (shared/src/event-sync.ts). One replay at a time per
 * socket: a client never needs two.
 */
export const resumeHandlers: SocketHandlers = (socket, { ctx, lane, log }) => {
  const { accountId, sessionId } = socket.data;
  let resuming = false;
  // The contract middleware (contract.ts) has checked the payload and the acknowledgement.
  socket.on('events:resume', ({ lastSeq }, ack) => {
    if (resuming) return ack({ ok: false, code: 'TOO_MANY_REQUESTS' });
    resuming = true;
    lane
      .run(() => resumeAnswer(ctx.sql, accountId, sessionId, lastSeq))
      .then(
        (answer) => {
          countResume('resync' in answer ? 'resync' : 'page', 'events' in answer ? answer.events.length : 0);
          ack(answer);
        },
        (err: unknown) => {
          countResume('failed');
          log.error({ err, accountId, lastSeq }, 'event replay failed');
          ack({ ok: false, code: 'UNAVAILABLE' });
        },
      )
      .finally(() => (resuming = false));
  });
};

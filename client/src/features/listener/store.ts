import { sessionStore } from '../../session/session';
import { createStore } from '../../lib/store';
import { onLiveEvent } from '../../stores/live';
import { dismiss, emptyQueue, enqueue, type AttentionQueue } from './queue';

/**
 * The listener modal's queue, fed from the live store from the start (the socket delivers each
 * event once, in order) and emptied when the session ends: nothing of one member is shown to the next.
 */
export const attentionStore = createStore<AttentionQueue>(emptyQueue);

for (const type of ['message:received', 'win:big', 'cashier:changed'] as const) {
  onLiveEvent(type, (_p, e) => {
    if (sessionStore.get().phase === 'member') attentionStore.set((q) => enqueue(q, e));
  });
}
sessionStore.subscribe(() => {
  if (sessionStore.get().phase !== 'member' && attentionStore.get().items.length) attentionStore.set(emptyQueue);
});

export const dismissAttention = () => attentionStore.set(dismiss);

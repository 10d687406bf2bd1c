import { sessionStore } from '../../session/session';
import { useLiveEvent } from '../../stores/live';

/**
 * The reward centre's badge is member info's `availablePromoCount` in the session store. It
 * follows `rewards:changed` (appended with every change of the member's promotions) and the
 * count every promotion action answers with, whichever comes first.
 */
export function setRewardCount(availablePromoCount: number) {
  sessionStore.set((s) => (s.member && s.member.availablePromoCount !== availablePromoCount ? { ...s, member: { ...s.member, availablePromoCount } } : s));
}

/**
 * Keeps the badge live while it is mounted. The header's account menu calls it, since it is on
 * screen for every signed-in page (the natural home is the session store beside `unread:changed`,
 * session/session.ts; docs/PROMOTIONS.md).
 */
export function useRewardCountLive() {
  useLiveEvent('rewards:changed', (p) => setRewardCount(p.availablePromoCount));
}

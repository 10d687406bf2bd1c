import { queryOptions } from '@tanstack/react-query';
import { type PromotionKind, type PromotionStatus, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { activeLanguage } from '../../lib/format';

/**
 * Promotions (docs/PROMOTIONS.md): a guest reads the site's list, a member the same list with
 * their own statuses. Member keys start with ['member', id] so one member's answers never show
 * for the next; a `rewards:changed` push refreshes them (PromotionsPage registers it).
 */
export const promotionsKey = (memberId: number | undefined) =>
  memberId === undefined ? (['promotions', 'guest'] as const) : (['member', memberId, 'promotions'] as const);

/** In the page's language (staff may translate the texts; the gateway falls back), keyed by it. */
export const promotionsQuery = (memberId: number | undefined) => {
  const lang = activeLanguage();
  return queryOptions({
    queryKey: [...promotionsKey(memberId), lang],
    queryFn: ({ signal }) =>
      memberId === undefined ? call(ENDPOINTS.promotions, { query: { lang }, signal }) : call(ENDPOINTS.memberPromotions, { query: { lang }, signal }),
  });
};

export const promotionsApi = {
  apply: (id: number, comment: string, images: File[]) => {
    const form = new FormData();
    if (comment.trim()) form.set('comment', comment.trim());
    for (const f of images) form.append('images', f, f.name);
    return call(ENDPOINTS.promotionApply, { params: { id }, formData: form });
  },
  join: (id: number) => call(ENDPOINTS.promotionJoin, { params: { id } }),
  sign: (id: number) => call(ENDPOINTS.promotionSign, { params: { id } }),
  /** An event's reward; a red envelope (raffle) is claimed through the relay (docs/PROMOTIONS.md). */
  claim: (id: number, kind: PromotionKind) =>
    kind === 'raffle' ? call(ENDPOINTS.raffleClaim, { body: { promotionId: id } }) : call(ENDPOINTS.promotionClaim, { params: { id } }),
};

/** What the member can do now, by status and kind: the one button a card shows (null: none). */
export type PromotionAction = 'apply' | 'join' | 'sign' | 'claim';
export function actionOf(status: PromotionStatus, kind: PromotionKind): PromotionAction | null {
  if (status === 'claim') return 'claim';
  if (status !== 'join') return null;
  return kind === 'apply' ? 'apply' : kind === 'checkin' ? 'sign' : 'join';
}

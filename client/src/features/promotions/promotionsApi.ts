import { queryOptions } from '@tanstack/react-query';
import { API, type PromotionActionValue, type PromotionKind, type PromotionList, type PromotionStatus } from '@wl/shared/core';
import { request, withId } from '../../api/http';

/**
 * Promotions (docs/PROMOTIONS.md): a guest reads the site's list, a member the same list with
 * their own statuses. Member keys start with ['member', id] so one member's answers never show
 * for the next; a `rewards:changed` push refreshes them (PromotionsPage registers it).
 */
export const promotionsKey = (memberId: number | undefined) =>
  memberId === undefined ? (['promotions', 'guest'] as const) : (['member', memberId, 'promotions'] as const);

export const promotionsQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: promotionsKey(memberId),
    queryFn: ({ signal }) => request<PromotionList>(memberId === undefined ? API.promotions : API.memberPromotions, { signal }),
  });

export const promotionsApi = {
  apply: (id: number, comment: string, images: File[]) => {
    const form = new FormData();
    if (comment.trim()) form.set('comment', comment.trim());
    for (const f of images) form.append('images', f, f.name);
    return request<PromotionActionValue>(withId(API.promotionApply, id), { method: 'POST', formData: form });
  },
  join: (id: number) => request<PromotionActionValue>(withId(API.promotionJoin, id), { method: 'POST' }),
  sign: (id: number) => request<PromotionActionValue>(withId(API.promotionSign, id), { method: 'POST' }),
  /** An event's reward; a red envelope (raffle) is claimed through the relay (docs/PROMOTIONS.md). */
  claim: (id: number, kind: PromotionKind) =>
    kind === 'raffle'
      ? request<PromotionActionValue>(API.raffleClaim, { method: 'POST', body: { promotionId: id } })
      : request<PromotionActionValue>(withId(API.promotionClaim, id), { method: 'POST' }),
};

/** What the member can do now, by status and kind: the one button a card shows (null: none). */
export type PromotionAction = 'apply' | 'join' | 'sign' | 'claim';
export function actionOf(status: PromotionStatus, kind: PromotionKind): PromotionAction | null {
  if (status === 'claim') return 'claim';
  if (status !== 'join') return null;
  return kind === 'apply' ? 'apply' : kind === 'checkin' ? 'sign' : 'join';
}

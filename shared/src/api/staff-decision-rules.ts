/**
 * A staff decision on a member's money (deposit review, withdrawal approve/reject/paid, promotion
 * application, point redemption) carries two separate texts: the internal `note`, read by staff
 * only, and an optional `memberMessage`, the only text of the decision a member ever sees
 * (docs/CASHIER.md "Notes and member messages").
 */
export const MEMBER_MESSAGE_MAX = 500;

/** The reason staff must give for a balance adjustment, kept in the journal with their id. */
export const ADJUSTMENT_REASON_MAX = 200;

import { Type, type Static } from '@sinclair/typebox';
import { GAME_TYPES } from './game-rules.js';
import { REBATE_LIMITS } from './rebate-rules.js';

export * from './rebate-rules.js';

/** Rebates (docs/REBATES.md): the site setting as staff save it. */

/** Percent of valid turnover per game category; two decimals at most (checked by rebateSettingsProblem). */
const Rate = Type.Number({ minimum: 0, maximum: REBATE_LIMITS.maxPercent });

export const RebateSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    rates: Type.Partial(Type.Object(Object.fromEntries(GAME_TYPES.map((g) => [g, Rate])) as Record<(typeof GAME_TYPES)[number], typeof Rate>), {
      additionalProperties: false,
    }),
    /** Minor units: a day's rebate below it is not paid. Unset: 0. */
    minPayout: Type.Optional(Type.Integer({ minimum: 0, maximum: REBATE_LIMITS.minPayoutMax })),
  },
  { additionalProperties: false },
);
export type RebateSettingsUpdate = Static<typeof RebateSettingsSchema>;

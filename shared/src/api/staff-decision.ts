import { Type } from '@sinclair/typebox';
import { MEMBER_MESSAGE_MAX } from './staff-decision-rules.js';

/** The member's side of a decision: staff's message, or null (the screen then shows a neutral text for the status). */
export const DecisionMemberMessage = Type.Union([Type.String(), Type.Null()], {
  description: 'What staff wrote to the member about this decision; null when nothing',
});

/** The staff-only side: never part of a member-facing answer. */
export const DecisionNote = Type.Union([Type.String(), Type.Null()], { description: 'Internal note (staff only)' });

/** The two texts of a decision in a request body. */
export const decisionTexts = (noteMax: number) => ({
  note: Type.Optional(Type.String({ maxLength: noteMax, description: 'Internal note (staff only)' })),
  memberMessage: Type.Optional(
    Type.String({ maxLength: MEMBER_MESSAGE_MAX, description: 'Message to the member (optional), shown in their record and inbox' }),
  ),
});

/**
 * Trimmed texts of a decision; blank is absent. Older clients send the note under its earlier
 * name (`reason`, `remark`), which is read as the note when `note` is absent, so they keep working.
 */
export function readDecisionTexts(
  note: string | undefined,
  legacy: string | undefined,
  memberMessage: string | undefined,
): { note: string | null; memberMessage: string | null } {
  return { note: (note ?? legacy)?.trim() || null, memberMessage: memberMessage?.trim() || null };
}

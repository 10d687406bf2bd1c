import { describe, expect, it } from 'vitest';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { LoggedEventSchema, ResumeAnswerSchema, ResumeRequestSchema, WinnersUpdatedSchema } from './realtime-schemas.js';

const resumeRequest = TypeCompiler.Compile(ResumeRequestSchema);
const loggedEvent = TypeCompiler.Compile(LoggedEventSchema);
const resumeAnswer = TypeCompiler.Compile(ResumeAnswerSchema);
const winners = TypeCompiler.Compile(WinnersUpdatedSchema);

const at = '2025-01-01T00:00:00.000Z';

describe('realtime schemas', () => {
  it('events:resume takes null or a safe sequence >= 0, and nothing else', () => {
    for (const ok of [{ lastSeq: null }, { lastSeq: 0 }, { lastSeq: 17 }, { lastSeq: Number.MAX_SAFE_INTEGER }]) expect(resumeRequest.Check(ok)).toBe(true);
    for (const bad of [
      {},
      { lastSeq: '3' },
      { lastSeq: -1 },
      { lastSeq: 1.5 },
      { lastSeq: 2 ** 53 },
      { lastSeq: 1, extra: true },
      { lastSeq: { a: 1 } },
      null,
      [],
      'x',
      { lastSeq: undefined },
    ])
      expect(resumeRequest.Check(bad), JSON.stringify(bad)).toBe(false);
  });

  it('a logged event is checked against the schema of its own type', () => {
    expect(loggedEvent.Check({ seq: 1, type: 'unread:changed', payload: { unreadMessages: 2 }, at })).toBe(true);
    expect(loggedEvent.Check({ seq: 2, type: 'balance:changed', payload: { balance: 5, currency: 'PHP' }, at })).toBe(true); // an old row
    // The payload of another type, an unknown type, a field the contract does not name, seq 0.
    expect(loggedEvent.Check({ seq: 1, type: 'unread:changed', payload: { balance: 5, currency: 'PHP' }, at })).toBe(false);
    expect(loggedEvent.Check({ seq: 1, type: 'nope:changed', payload: {}, at })).toBe(false);
    expect(loggedEvent.Check({ seq: 1, type: 'unread:changed', payload: { unreadMessages: 2, more: 1 }, at })).toBe(false);
    expect(loggedEvent.Check({ seq: 0, type: 'unread:changed', payload: { unreadMessages: 2 }, at })).toBe(false);
  });

  it('the resume answer has three shapes', () => {
    expect(resumeAnswer.Check({ ok: true, sessionId: 3, events: [], more: false })).toBe(true);
    expect(resumeAnswer.Check({ ok: true, sessionId: 3, resync: true, lastSeq: 0 })).toBe(true);
    expect(resumeAnswer.Check({ ok: false, code: 'UNKNOWN_EVENT' })).toBe(true);
    expect(resumeAnswer.Check({ ok: false, code: 'SOMETHING' })).toBe(false);
    expect(resumeAnswer.Check({ ok: true, sessionId: 3, events: [{ seq: 1, type: 'x', payload: {}, at }], more: false })).toBe(false);
  });

  it('winners:updated carries the board rows', () => {
    const row = {
      id: 1,
      gameName: 'Dice',
      iconUrl: '/x.svg',
      customerName: 'de***o',
      player: 'de***o',
      winAmount: 100_000,
      prize: 100_000,
      currency: 'PHP',
      gameTime: '2025-01-01 10:00:00',
      gameType: 'BGS',
      nodeId: 9,
    };
    expect(winners.Check({ list: [row] })).toBe(true);
    expect(winners.Check({ list: [{ ...row, gameType: 'CARDS' }] })).toBe(false);
    expect(winners.Check({ list: [{ ...row, username: 'dennio' }] })).toBe(false); // never more than the masked name
  });
});

import { describe, expect, it } from 'vitest';
import { avatarSvg, avatarVersion } from './avatar.js';
import { hostStatus, rosterStatus } from './demo-chat/hosts.js';
import { ChatSessions, cleanMessage, MESSAGES_PER_MINUTE, SESSION_TTL_MS } from './demo-chat/sessions.js';
import { checkCall, signCall, SIGNATURE_WINDOW_MS } from './signature.js';

describe('chat session tokens', () => {
  const sessions = new ChatSessions(() => 60_000);

  it('accepts its own token until the expiry, then says the chat ended', () => {
    const now = Date.now();
    const { token, expiresAt } = sessions.open('Aria', 'Guest-1234', now);
    expect(expiresAt).toBe(now + SESSION_TTL_MS);
    expect(sessions.check(token, now + 1000)).toMatchObject({ ok: true });
    expect(sessions.check(token, expiresAt)).toEqual({ ok: false, code: 'CHAT_SESSION_EXPIRED' });
  });

  it('refuses a token with another id, expiry or MAC, and one from another provider process', () => {
    const { token } = sessions.open('Aria', 'Guest-1', Date.now());
    const [sid, exp, mac] = token.split('.') as [string, string, string];
    const other = new ChatSessions();
    for (const bad of [
      `${sid.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${exp}.${mac}`,
      `${sid}.${Number(exp) + 1}.${mac}`,
      `${sid}.${exp}.${'x'.repeat(32)}`,
      '',
      'a.b.c',
    ]) {
      expect(sessions.check(bad)).toEqual({ ok: false, code: 'CHAT_SESSION_INVALID' });
    }
    expect(other.check(token)).toEqual({ ok: false, code: 'CHAT_SESSION_INVALID' });
    other.stop();
  });

  it('keeps a per-session rate and shows the host typing until the answer', () => {
    const now = Date.now();
    const c = sessions.check(sessions.open('Aria', 'Guest-2', now).token, now);
    if (!c.ok) throw new Error('token refused');
    expect(sessions.say(c.sid, 'hello', now)).toMatchObject({ id: 2, from: 'me', text: 'hello' });
    expect(sessions.read(c.sid, 1, now)).toMatchObject({ typing: true, messages: [{ id: 2 }] });
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) expect(sessions.say(c.sid, `m${i}`, now)).not.toBeNull();
    expect(sessions.say(c.sid, 'too many', now)).toBeNull();
    expect(sessions.say(c.sid, 'a minute later', now + 60_001)).not.toBeNull();
    sessions.stop();
  });
});

describe('cleanMessage', () => {
  it('keeps text as typed, collapses white space and control characters, and counts characters, not UTF-16 units', () => {
    expect(cleanMessage('  <b>hi</b>\n\tthere  ', 300)).toBe('<b>hi</b> there');
    expect(cleanMessage('a\u0000b\u202ec', 300)).toBe('a b c');
    expect(cleanMessage(' \u200b ', 300)).toBeNull();
    expect(cleanMessage('🙂'.repeat(300), 300)).toHaveLength(600);
    expect(cleanMessage('x'.repeat(301), 300)).toBeNull();
  });
});

describe('provider call signatures', () => {
  it('checks method, path, body and time', () => {
    const ts = String(Date.now());
    const sig = signCall('s3cret-s3cret-s3cret', ts, 'POST', '/v1/sessions', '{"a":1}');
    expect(checkCall('s3cret-s3cret-s3cret', { timestamp: ts, signature: sig }, 'post', '/v1/sessions', '{"a":1}')).toBe(true);
    expect(checkCall('s3cret-s3cret-s3cret', { timestamp: ts, signature: sig }, 'POST', '/v1/sessions', '{"a":2}')).toBe(false);
    expect(checkCall('s3cret-s3cret-s3cret', { timestamp: ts, signature: sig }, 'GET', '/v1/sessions', '{"a":1}')).toBe(false);
    expect(checkCall('other-secret-other', { timestamp: ts, signature: sig }, 'POST', '/v1/sessions', '{"a":1}')).toBe(false);
    expect(checkCall('s3cret-s3cret-s3cret', { timestamp: ts, signature: sig }, 'POST', '/v1/sessions', '{"a":1}', Number(ts) + SIGNATURE_WINDOW_MS + 1)).toBe(
      false,
    );
    expect(checkCall('s3cret-s3cret-s3cret', { timestamp: ts }, 'POST', '/v1/sessions', '{"a":1}')).toBe(false);
  });
});

describe('demo roster and avatars', () => {
  it('has six hosts on air and two away, with viewers only on air', () => {
    const r = rosterStatus(0);
    expect(r.filter((h) => h.online)).toHaveLength(6);
    expect(r.filter((h) => !h.online).map((h) => h.viewers)).toEqual([0, 0]);
    expect(hostStatus({ ref: 'x', name: 'X', base: 1000 }, 0, 0).viewers).toBe(1000);
  });

  it('draws the same portrait for the same name and colour, with the name escaped', () => {
    const svg = avatarSvg('<Ari&a>', 200);
    expect(svg).toBe(avatarSvg('<Ari&a>', 200));
    expect(svg).toContain('aria-label="&lt;Ari&amp;a&gt;"');
    expect(svg).not.toContain('<Ari');
    expect(svg.length).toBeLessThan(3000);
    expect(avatarVersion('Aria', 1)).not.toBe(avatarVersion('Aria', 2));
  });
});

import { describe, expect, it } from 'vitest';
import { clipText, emptyFeedbackFields, feedbackLength, feedbackTypeOf, maskUsername, referralLink } from './engage-rules.js';

describe('feedback rules', () => {
  it("names the empty fields in the popup's order; type 0 is a choice", () => {
    expect(emptyFeedbackFields({})).toEqual(['type', 'content', 'captcha']);
    expect(emptyFeedbackFields({ type: 0, content: '  ', captcha: 'ab' })).toEqual(['content']);
    expect(emptyFeedbackFields({ type: null, content: 'x', captcha: '' })).toEqual(['type', 'captcha']);
    expect(emptyFeedbackFields({ type: 3, content: 'x' }, false)).toEqual([]);
  });

  it("knows the popup's question types only", () => {
    expect([1, 2, 3, 4, 6, 0, '6'].map(feedbackTypeOf)).toEqual([1, 2, 3, 4, 6, 0, 6]);
    expect([5, 7, -1, 1.5, '', 'x', null, {}, [1]].map(feedbackTypeOf)).toEqual(Array(9).fill(undefined));
  });

  it('counts and clips by character, never half an emoji', () => {
    expect(feedbackLength('  ab😀  ')).toBe(3);
    expect(clipText('ab😀c', 3)).toBe('ab😀');
  });
});

describe('referral helpers', () => {
  it("masks a friend's username, never telling its length", () => {
    expect(maskUsername('alexander')).toBe('al***r');
    expect(maskUsername('anna')).toBe('a***a');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('x')).toBe('x***');
  });

  it('builds the register link of a code', () => {
    expect(referralLink('https://site.test', 'AB CD')).toBe('https://site.test/register?referralCode=AB%20CD');
  });
});

import { randomInt } from 'node:crypto';

/**
 * The demo host's scripted side of a chat: a greeting, then a friendly answer chosen by what the
 * person wrote (a few keywords), else the next of a rotating set, so two messages in a row rarely
 * get the same answer. English only, like the rest of the demo provider's page.
 */

export const greeting = (host: string, guest: string) => `Hi ${guest}! Welcome to my room, I'm ${host} ♥ How is your day going?`;

const RULES: { test: RegExp; replies: string[] }[] = [
  {
    test: /\b(hi|hello|hey|yo|kumusta|hola|sawasdee|xin chao)\b/i,
    replies: ['Hello hello! So happy you dropped by ☺', 'Hey there! Make yourself comfy, the stream just got better.'],
  },
  {
    test: /\bhow are (you|u)\b|\bhow r u\b/i,
    replies: ["I'm great, thanks for asking! Even better now that you're here.", 'Doing wonderful! The chat is lively today!'],
  },
  { test: /\b(name|who are you)\b/i, replies: ['I go by {host} on stream. And you are {guest}, right? ☺'] },
  {
    test: /\b(sing|song|music|karaoke)\b/i,
    replies: ['Ooh, a song request? Tell me the title and I will add it to my list.', 'Music is life! What do you listen to?'],
  },
  {
    test: /\b(win|won|jackpot|lucky|bet|game|slot|baccarat)\b/i,
    replies: ['Good luck out there! Remember to play for fun and take breaks.', 'Congrats if you are on a streak! Play responsibly, okay?'],
  },
  { test: /\b(beautiful|pretty|cute|love)\b/i, replies: ['Aww, you are too kind! ♥', 'Stop it, you are making me blush.'] },
  { test: /\b(bye|goodbye|good night|gn|see you)\b/i, replies: ['Bye {guest}! Come back soon, I will be here.', 'Good night! Sweet dreams.'] },
  { test: /\?\s*$/, replies: ['Great question! Let me think… I would say yes ☺', 'Hmm, what do you think? I want to hear your take!'] },
];

const GENERIC = [
  'Haha, I love that! Tell me more.',
  'That is so interesting ☺',
  'You are fun to talk to, {guest}!',
  'Totally agree with you.',
  'Wow, really?',
  'Thanks for keeping me company tonight ♥',
];

export function replyTo(text: string, turn: number, host: string, guest: string): string {
  const rule = RULES.find((r) => r.test.test(text));
  const pick = rule ? rule.replies[randomInt(rule.replies.length)]! : GENERIC[turn % GENERIC.length]!;
  return pick.replaceAll('{host}', host).replaceAll('{guest}', guest);
}

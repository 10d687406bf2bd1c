import { stripTags } from '../../content-safety/html.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Text a person typed, kept as text (feedback, replies). stripTags drops every tag but answers
 * serialised HTML ("a &lt; b"), which a page that renders text would show with its entities; so
 * the entities are decoded again. Decoding can turn "&lt;b&gt;" back into a tag, so the two steps
 * repeat until nothing changes: what is stored never contains markup, only characters.
 */
export function plainText(input: string): string {
  let text = input;
  for (let i = 0; i < 5; i++) {
    const next = stripTags(text).replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name]!);
    if (next === text) break;
    text = next;
  }
  return text.trim();
}

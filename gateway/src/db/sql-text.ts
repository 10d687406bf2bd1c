import { createHash } from 'node:crypto';

/** The checksum of a migration file's raw text (line ends `\r\n` read as `\n`), as recorded in `schema_migrations.checksum`. */
export const rawChecksum = (text: string): string => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

/**
 * A migration's SQL without its comments, for the checksum that decides whether an applied file
 * was changed: every `--` comment outside a quoted literal or identifier is removed (a whole line
 * or the end of one), then whitespace at line ends and blank lines. Rewording a comment keeps the
 * checksum; any change to the SQL itself changes it. `/* … *\/` comments and the contents of
 * quotes are kept as they are, so a `--` inside a string literal is text, never a comment.
 */
export function stripSqlComments(text: string): string {
  const src = text.replace(/\r\n/g, '\n');
  let out = '';
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quote) {
      out += c;
      // A doubled quote inside a literal is one quote character, not the end of the literal.
      if (c === quote) {
        if (src[i + 1] === quote) out += src[++i];
        else quote = null;
      }
      continue;
    }
    if (c === '-' && src[i + 1] === '-') {
      while (i < src.length && src[i] !== '\n') i++;
      if (i < src.length) out += '\n';
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    out += c;
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .join('\n');
}

/** The checksum of a migration's SQL without comments (stripSqlComments), kept in `schema_migrations.sql_checksum`. */
export const sqlChecksum = (text: string): string => createHash('sha256').update(stripSqlComments(text)).digest('hex');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's draft after fresh settings arrived (a save, a logo upload, a colleague's change): each
 * entry staff left as it was (`cur` equals `before`) takes the new value, each they changed keeps
 * their edit. The entries named in `nested` are merged one level deeper, entry by entry, for
 * groups whose parts are saved apart (the brand's name and colours).
 */
export function rebase<T extends object>(before: T, cur: T, next: T, nested: (keyof T)[] = []): T {
  const out = {} as T;
  for (const k of Object.keys(next) as (keyof T)[]) {
    out[k] = nested.includes(k) ? (rebase(before[k] as object, cur[k] as object, next[k] as object) as T[keyof T]) : same(before[k], cur[k]) ? next[k] : cur[k];
  }
  return out;
}

import { Type } from '@sinclair/typebox';

/**
 * The shapes every paged list and every `:id` route share: one answer shape (`list` plus the
 * page numbers), one pair of query fields, and one id bound.
 */

/** A page of `item`s: `pageNum`, `pageSize`, `total` and `totalPages` beside the list. */
export const Page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ list: Type.Array(item), pageNum: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer(), totalPages: Type.Integer() });

/** `page` and `pageSize` query fields, to spread into a querystring schema; each list picks its own sizes. */
export const pageQuery = (maxSize: number, defaultSize: number) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: maxSize, default: defaultSize })),
});

/** Ids are bigint in the database; the bound keeps every accepted id a safe JavaScript integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

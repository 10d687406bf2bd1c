export interface Paged<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The envelope of a paged list answer; an empty list is still page 1 of 1. */
export function paged<T>(list: T[], total: number, p: { page: number; pageSize: number }): Paged<T> {
  return { list, pageNum: p.page, pageSize: p.pageSize, total, totalPages: Math.max(1, Math.ceil(total / p.pageSize)) };
}

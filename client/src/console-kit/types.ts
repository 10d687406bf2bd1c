/** The contract's `Page(...)` schema as a plain type (the shared package exports only the schema builder). */
export interface PageOf<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

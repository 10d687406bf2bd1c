import type { SiteConfig } from '@wl/shared';

/** The contract's `Page(...)` schema as a plain type (the shared package exports only the schema builder). */
export interface PageOf<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** GET staffSettings: the public site view plus the raw settings (loosely typed by the gateway). */
export interface StaffSettingsValue {
  site: SiteConfig;
  settings: unknown;
}

/** The site's module flags and its customer-service codec: plain functions, no schema library. */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}

/** Module ids of the whitelabel tree; each site flag is one node. */
export const MODULES = {
  REGISTER_USERNAME: 'REGISTER_USERNAME',
  REGISTER_MOBILE: 'REGISTER_MOBILE',
  REGISTER_MOBILE_PASSWORD: 'REGISTER_MOBILE_PASSWORD',
  SMS_VERIFICATION: 'SMS_VERIFICATION',
  SMS_LOGIN: 'SMS_LOGIN',
  FREE_PLAY: 'FREE_PLAY',
  PASSWORD_EXPIRY: 'PASSWORD_EXPIRY',
  REFERRAL: 'REFERRAL',
  VIP: 'VIP',
  POINTS: 'POINTS',
  SOCIAL_FACEBOOK: 'SOCIAL_FACEBOOK',
  SOCIAL_GOOGLE: 'SOCIAL_GOOGLE',
  AGENT_POLICY: 'AGENT_POLICY',
} as const;
export type ModuleId = keyof typeof MODULES;

export type SiteFlags = Record<ModuleId, boolean>;

/** A flag is on only when its node and every ancestor are enabled. */
export function flagsFromModules(tree: ModuleNode[]): SiteFlags {
  const flags = Object.fromEntries(Object.keys(MODULES).map((k) => [k, false])) as SiteFlags;
  const walk = (nodes: ModuleNode[], parentOn: boolean) => {
    for (const n of nodes) {
      const on = parentOn && n.enabled;
      if (n.modId in MODULES) flags[n.modId as ModuleId] = on;
      walk(n.childrenNodes, on);
    }
  };
  walk(tree, true);
  return flags;
}

/**
 * Customer-service paths arrive obfuscated: base64 of the URL XOR-ed with the last 8
 * characters, followed by those 8 characters.
 */
export function encodeCustomerService(url: string, key: string): string {
  const k = key.slice(0, 8).padEnd(8, 'x');
  const bytes = new TextEncoder().encode(url).map((b, i) => b ^ k.charCodeAt(i % 8));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s) + k;
}
export function decodeCustomerService(encoded: string): string {
  if (encoded.length <= 8) return '';
  const k = encoded.slice(-8);
  try {
    const raw = Uint8Array.from(atob(encoded.slice(0, -8)), (c) => c.charCodeAt(0)).map((b, i) => b ^ k.charCodeAt(i % 8));
    return new TextDecoder().decode(raw);
  } catch {
    return '';
  }
}

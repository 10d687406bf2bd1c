import type { AppPlatform } from '@wl/shared/core';

/**
 * Which app fits the visitor's device, from the user agent: iPadOS 13+ reports itself as a Mac,
 * so a Mac with a touch screen counts as iOS. Desktop browsers get no hint.
 */
export function devicePlatform(ua: string, maxTouchPoints = 0): AppPlatform | null {
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Macintosh/i.test(ua) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** A configured link as an absolute address (what a phone scanning the QR code needs). */
export function absoluteLink(url: string, origin: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

import { describe, expect, it } from 'vitest';
import { absoluteLink, devicePlatform } from './platform';

describe('devicePlatform', () => {
  it('finds phones and iPads, not desktops', () => {
    expect(devicePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(devicePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(devicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(devicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBeNull();
    expect(devicePlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBeNull();
  });
});

describe('absoluteLink', () => {
  it('resolves site paths and refuses script URLs', () => {
    expect(absoluteLink('/downloads/a.apk', 'https://play.example.com')).toBe('https://play.example.com/downloads/a.apk');
    expect(absoluteLink('https://cdn.example.com/a.apk', 'https://play.example.com')).toBe('https://cdn.example.com/a.apk');
    expect(absoluteLink('javascript:alert(1)', 'https://play.example.com')).toBeNull();
    expect(absoluteLink('', 'https://play.example.com')).toBeNull();
  });
});

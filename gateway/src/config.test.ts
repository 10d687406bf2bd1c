import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run the demo site', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: null, redisUrl: null, captchaEnabled: true, seedDemo: true, trustedProxy: false });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CAPTCHA_ENABLED: 'yes' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CAPTCHA_ENABLED: 'yes' });
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain('PORT="eighty"');
      expect(msg).toContain('DATABASE_URL="mysql://x"');
      expect(msg).toContain('CAPTCHA_ENABLED="yes"');
    }
  });

  it('runs the demo vendors only on a loopback site unless DEMO_VENDORS says otherwise', () => {
    expect(loadConfig({}).demoVendors).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).demoVendors).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).demoVendors).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://play.example.com' }).demoVendors).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).demoVendors).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://play.example.com', DEMO_VENDORS: 'on' }).demoVendors).toBe(true);
    expect(loadConfig({ DEMO_VENDORS: 'off' }).demoVendors).toBe(false);
    expect(() => loadConfig({ DEMO_VENDORS: 'yes' })).toThrow(ConfigError);
    expect(loadConfig({}).gameSessionMinutes).toBe(30);
  });

  it('reads lists and switches', () => {
    const c = loadConfig({ TRUSTED_PROXY: '10.0.0.1, 10.0.0.2', CAPTCHA_ENABLED: 'false', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(c).toMatchObject({ trustedProxy: ['10.0.0.1', '10.0.0.2'], captchaEnabled: false, redisUrl: 'redis://127.0.0.1:6379' });
  });

  it('turns metrics on only with METRICS_PORT and checks the Redis prefix', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: null, redisPrefix: 'wl' });
    expect(loadConfig({ METRICS_PORT: '9100', REDIS_PREFIX: 'site-a' })).toMatchObject({ metricsPort: 9100, redisPrefix: 'site-a' });
    expect(() => loadConfig({ METRICS_PORT: '99999' })).toThrow('METRICS_PORT');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow('REDIS_PREFIX');
  });

  it('uses the built-in live chat unless a provider URL comes with its secret', () => {
    expect(loadConfig({})).toMatchObject({ liveChatProviderUrl: null, liveChatProviderSecret: null, missionSweepMs: 5000 });
    expect(loadConfig({ LIVE_CHAT_PROVIDER_URL: 'https://chat.example/', LIVE_CHAT_PROVIDER_SECRET: 'x'.repeat(16) })).toMatchObject({
      liveChatProviderUrl: 'https://chat.example',
      liveChatProviderSecret: 'x'.repeat(16),
    });
    expect(() => loadConfig({ LIVE_CHAT_PROVIDER_URL: 'https://chat.example' })).toThrow('LIVE_CHAT_PROVIDER_SECRET');
    expect(() => loadConfig({ LIVE_CHAT_PROVIDER_URL: 'ftp://chat.example', LIVE_CHAT_PROVIDER_SECRET: 'x'.repeat(16) })).toThrow('LIVE_CHAT_PROVIDER_URL');
    expect(() => loadConfig({ MISSION_SWEEP_MS: 'soon' })).toThrow('MISSION_SWEEP_MS');
  });
});

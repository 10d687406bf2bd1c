import { describe, expect, it } from 'vitest';
import { hostKey } from './merchants.js';

describe('hostKey', () => {
  it('drops the port and the case, keeps IPv6 brackets', () => {
    expect(hostKey('Casino.Example:8080')).toBe('casino.example');
    expect(hostKey('127.0.0.7')).toBe('127.0.0.7');
    expect(hostKey('[::1]:3000')).toBe('[::1]');
    expect(hostKey('[::1]')).toBe('[::1]');
    expect(hostKey(undefined)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { decideLaunch } from './launch';

const member = { isLogin: true, isTrial: false };

describe('decideLaunch', () => {
  it('asks a guest to log in before anything else', () => {
    expect(decideLaunch({ isLogin: false, isTrial: false }, { gameType: 'SPORTS', vendor: 'X' })).toEqual({ kind: 'login' });
  });
  it('refuses trial accounts even when a vendor exists', () => {
    expect(decideLaunch({ isLogin: true, isTrial: true }, { gameType: 'SPORTS', vendor: 'X' })).toEqual({ kind: 'trialRefused' });
    expect(decideLaunch({ isLogin: true, isTrial: true }, { gameType: 'SPORTS' })).toEqual({ kind: 'trialRefused' });
  });
  it('says so when the category has no vendor', () => {
    expect(decideLaunch(member, { gameType: 'SPORTS' })).toEqual({ kind: 'noVendor' });
  });
  it('routes lottery vendors to their pages with the game code', () => {
    expect(decideLaunch(member, { gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN', gameCode: 'G1' })).toEqual({ kind: 'route', to: '/vnLottery?gameCode=G1' });
    expect(decideLaunch(member, { gameType: 'LOTT', vendor: 'TCG_SEA', gameCode: 'S' })).toEqual({ kind: 'route', to: '/seaLottery?gameCode=S' });
    expect(decideLaunch(member, { gameType: 'ELOTT', vendor: 'ABC', gameCode: 'E' })).toEqual({ kind: 'route', to: '/lottery?gameCode=E' });
  });
  it('opens an RNG vendor list by vassalage', () => {
    expect(decideLaunch(member, { gameType: 'RNG', vendor: 'PG' })).toEqual({ kind: 'route', to: '/rng?vassalage=PG' });
  });
  it('opens vendor groups as a list and starts other games in the seamless page', () => {
    expect(decideLaunch(member, { gameType: 'LIVE', vendor: 'EVO', isGame: 'VASSALAGE' }).kind).toBe('vendorGroup');
    expect(decideLaunch(member, { gameType: 'SPORTS', vendor: 'SB' })).toEqual({ kind: 'start', to: '/seamless?vendor=SB&gameType=SPORTS' });
  });
});

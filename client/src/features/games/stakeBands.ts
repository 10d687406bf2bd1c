import type { RoomListValue } from '@wl/shared/core';

type Room = RoomListValue['list'][number];

/** The stake bands present in a room list, lowest first, keyed `min-max` (the server owns the tiers). */
export const stakeBands = (rooms: Room[]) =>
  [...new Map(rooms.map((r) => [`${r.minBet}-${r.maxBet}`, { minBet: r.minBet, maxBet: r.maxBet }])).entries()].sort((a, b) => a[1].minBet - b[1].minBet);

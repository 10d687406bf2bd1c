import { argonFloor } from './argon-floor.js';
const t0 = process.cpuUsage();
const r = await argonFloor(50, 8);
const u = process.cpuUsage(t0);
console.log('floor verifies/s', r.toFixed(1), 'CPU ms per verify', ((u.user + u.system) / 1000 / (r * 8)).toFixed(2));

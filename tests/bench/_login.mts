import autocannon from 'autocannon';
import { encryptPayload, type PublicKeyValue } from '@wl/shared';
const base = 'http://127.0.0.1:3997';
const key = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: PublicKeyValue }).value;
const body = JSON.stringify(await encryptPayload(key, { username: 'demo', password: 'Demo1234', type: 'username' }));
const r = await autocannon({ url: `${base}/wps/session/login`, method: 'POST', connections: 50, duration: Number(process.argv[2] ?? 8), body, headers: { 'content-type': 'application/json' } });
console.log('login req/s', r.requests.average, 'non2xx', r.non2xx, 'p99', r.latency.p99);

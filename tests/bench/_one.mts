import { encryptPayload, type PublicKeyValue } from '@wl/shared';
const base = 'http://127.0.0.1:3997';
const key = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: PublicKeyValue }).value;
const body = JSON.stringify(await encryptPayload(key, { username: 'demo', password: 'Demo1234', type: 'username' }));
await new Promise((r) => setTimeout(r, 500));
console.log('MARK');
const r = await (await fetch(`${base}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();
console.log(r.success);

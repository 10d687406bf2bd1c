import { Type, type Static } from '@sinclair/typebox';
import { ENCRYPTION_ALG } from './encrypt.js';

/**
 * Payload encryption for the calls sent encrypted (login, register, change
 * password, set password by phone, redeem and convert point). The server publishes an RSA
 * public key (SPKI, base64) at GET /wps/system/publicKey. The client makes a fresh AES-256-GCM
 * key per request, encrypts the JSON body with it and wraps the AES key with RSA-OAEP-SHA256.
 * Only WebCrypto is used, so the same code runs in the browser, in tests and in Node.
 *
 * The WebCrypto half lives in encrypt.ts (no TypeBox there, so the browser's first load stays light).
 */
export { ENCRYPTION_ALG, encryptPayload } from './encrypt.js';

export const EncryptedBody = Type.Object(
  {
    enc: Type.Object({
      alg: Type.Literal(ENCRYPTION_ALG),
      kid: Type.String({ maxLength: 64 }),
      key: Type.String({ maxLength: 1024 }),
      iv: Type.String({ maxLength: 32 }),
      data: Type.String({ maxLength: 65536 }),
    }),
  },
  { additionalProperties: false },
);
export type EncryptedBody = Static<typeof EncryptedBody>;

export const PublicKeyValue = Type.Object({ kid: Type.String(), alg: Type.String(), spki: Type.String() });
export type PublicKeyValue = Static<typeof PublicKeyValue>;

import { Type } from '@sinclair/typebox';
import { IDEMPOTENCY_HEADER } from '../constants.js';

/**
 * The headers of every money call (deposit, withdrawal, transfer, staff review and adjustment):
 * the client's idempotency key, which the gateway namespaces by account before the ledger sees it.
 */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

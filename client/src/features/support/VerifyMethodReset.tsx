import { useState } from 'react';
import { SECURITY_API } from '@wl/shared';
import { request, toApiError, withId } from './api';
import { ConfirmDialog } from './ConfirmDialog';

const T = {
  reset: 'Reset',
  title: 'Reset login verification?',
  body: 'The member’s second verification method (and any authenticator) is cleared. Logins from new locations are then not asked until the member sets a new one.',
  confirm: 'Reset verification',
  busy: 'Resetting…',
};

/** Staff reset of a member's second verification (docs/DECISIONS.md, "Second verification setup"). */
export function VerifyMethodReset({ accountId, onDone }: { accountId: number; onDone(): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function reset() {
    setBusy(true);
    setError('');
    try {
      await request('DELETE', withId(SECURITY_API.staffVerifyMethod, accountId));
      setOpen(false);
      onDone();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="sc-btn sc-btn-danger" onClick={() => { setError(''); setOpen(true); }} data-testid="reset-verify-method">{T.reset}</button>
      <ConfirmDialog open={open} title={T.title} body={T.body} confirmLabel={T.confirm} busyLabel={T.busy} busy={busy} error={error} onConfirm={() => void reset()} onCancel={() => setOpen(false)} />
    </>
  );
}

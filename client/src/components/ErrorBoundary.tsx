import { Component, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { asChunkLoadError } from '../lib/chunks';

/**
 * A failed lazy chunk (a deploy replaced the files, or the network dropped) shows a short
 * message with a reload instead of a blank page; other render errors likewise. A chunk
 * failure (lib/chunks.ts) gets the fixed "The page took longer time to load..." text (docs/DECISIONS.md).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { failed: boolean; chunk: boolean }> {
  override state = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, chunk: asChunkLoadError(error) !== null };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false, chunk: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="empty" role="alert">
        <h2 className="empty__title">
          <Trans i18nKey={this.state.chunk ? 'common.chunkTimeout' : 'common.loadFailed'} />
        </h2>
        <div className="empty__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            <Trans i18nKey="common.reload" />
          </button>
        </div>
      </div>
    );
  }
}

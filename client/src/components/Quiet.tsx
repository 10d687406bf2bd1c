import { Component, Suspense, type ReactNode } from 'react';

/**
 * For a part beside the page that the page works without (the announcement popup, the live site
 * settings): while its chunk loads nothing shows, and if it cannot load or fails it is left out
 * quietly, with a warning in the console, never an error on the page.
 */
export class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: unknown) {
    console.warn('left out:', err);
  }
  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

import { Component, type ReactNode } from 'react';

/** Catches a route whose code could not load (the connection dropped) and says what to do. */
export class RouteLoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="auth-pending" role="alert">
        This page could not be loaded. Check the connection and reload the page.
      </p>
    );
  }
}

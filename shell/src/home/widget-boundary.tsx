import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode; onError?: (error: Error) => void };

/** One widget that throws leaves the rest of the home page intact. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

// Catches what a part of the page throws while rendering (a failed Firestore read under reactfire, a lazy chunk
// that cannot be fetched) and shows a fallback in its place, so the rest of the page stays on screen. A new
// `resetKey` (the route's path) clears the error: navigating away shows the next page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed:', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failure && previous.resetKey !== this.props.resetKey) this.setState({ failure: null });
  }

  override render(): ReactNode {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}

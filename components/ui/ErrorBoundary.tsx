'use client';

import { Component, type ReactNode } from 'react';
import { errorMessage } from '@/lib/shared/format';

interface ErrorBoundaryProps {
  children: ReactNode;
}

/** Shows "Error: {message}" where a local read failed, instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error !== undefined) return <p role="alert">Error: {errorMessage(this.state.error)}</p>;
    return this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';

/**
 * reactfire throws a failed Firestore read during render: without a boundary one denied read takes the whole app
 * down to a blank page. A read can start failing while its page is open (the rules stop granting admin reads the
 * moment admin rights are removed), so each page that reads Firestore shows this instead, and starts over when
 * the user goes to another page.
 */
export class ReadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) return <Alert severity="error">This page could not be shown. Please try again.</Alert>;
    return this.props.children;
  }
}

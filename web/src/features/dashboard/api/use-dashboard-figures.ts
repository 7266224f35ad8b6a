// GET /api/dashboard (admin): today's figures for the dashboard's index.
import { useEffect, useState } from 'react';
import type { DashboardFigures } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import type { ReadStatus } from '../../../lib/use-api-read';

export function useDashboardFigures(): { status: ReadStatus; figures: DashboardFigures | undefined } {
  const [state, setState] = useState<{ status: ReadStatus; figures: DashboardFigures | undefined }>({
    status: 'loading',
    figures: undefined,
  });
  useEffect(() => {
    let live = true;
    apiRequest<DashboardFigures>('GET', '/dashboard').then(
      (figures) => live && setState({ status: 'success', figures }),
      () => live && setState({ status: 'error', figures: undefined }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

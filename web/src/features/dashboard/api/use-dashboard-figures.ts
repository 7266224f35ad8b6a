// GET /api/dashboard (admin): today's figures for the dashboard's index.
import type { DashboardFigures } from '@toolshop/domain';
import type { ReadStatus } from '../../../lib/use-api-read';
import { useSignedInRead } from '../../../lib/use-signed-in-read';

export function useDashboardFigures(): { status: ReadStatus; figures: DashboardFigures | undefined } {
  const { status, data } = useSignedInRead<DashboardFigures>('/dashboard');
  return { status, figures: data };
}

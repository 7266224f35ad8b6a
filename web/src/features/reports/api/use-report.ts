// One report for one range, read again whenever the range changes: the report, or the server's message when the read
// fails; neither while it loads. An answer for a range no longer asked for is dropped.
import { useEffect, useState } from 'react';
import type { SalesReportQuery } from '@toolshop/domain';
import { ApiError } from '../../../lib/api-client';

export function useReport<Report>(query: SalesReportQuery, fetchReport: (query: SalesReportQuery) => Promise<Report>) {
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setReport(null);
    setError(null);
    fetchReport(query).then(
      (answer) => live && setReport(answer),
      (failure: unknown) => live && setError(failure instanceof ApiError ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [query, fetchReport]);

  return { report, error };
}

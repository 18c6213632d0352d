import { lazy, Suspense, type ComponentProps } from 'react';

const ReportDialog = lazy(() =>
  import('./ReportDialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

/**
 * The report dialog, fetched when a member first asks to report: most page views never do, so
 * its code stays out of what every member page loads (issue 15's JavaScript budget).
 */
export function LazyReportDialog(props: ComponentProps<typeof ReportDialog>) {
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}

// How the admin lists show stored values: a report's reason by its label when it is one the
// report dialog offers, and any before/after value of an edit or audit row as one line.
import { REPORT_REASONS, type ReportReason } from '@chainreview/shared/enums';

export const isReportReason = (reason: string): reason is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason);

export const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

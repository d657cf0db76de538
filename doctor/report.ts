/**
 * What vitrina-doctor found: each finding says how bad it is, what is wrong, and where to fix it
 * (the page URL and the tag, the file and its header, the endpoint).
 */

/** `error`: a widget breaks, or shoppers get the inspector (exit code 1); `warning`: slower or fragile, widgets work; `note`: for the record. */
export type Level = 'error' | 'warning' | 'note';

export interface Finding {
  level: Level;
  /** The check: `page`, `widget`, `props`, `script`, `placement`, `inspector`, `stylesheet`, `bundle`, `preload`, `csp`, `api`. */
  check: string;
  /** Where to fix it: a page URL with its tag, a file URL with its header, an endpoint. */
  where: string;
  message: string;
}

export interface Report {
  pages: string[];
  findings: Finding[];
  /** What was checked and passed, for the readable report. */
  passed: string[];
}

export const errorsOf = (report: Report): Finding[] => report.findings.filter((finding) => finding.level === 'error');
export const warningsOf = (report: Report): Finding[] => report.findings.filter((finding) => finding.level === 'warning');

const MARK: Record<Level, string> = { error: '✗ error', warning: '! warning', note: '· note' };

/** The report for a person: the findings grouped by level, then a count. */
export function formatReport(report: Report): string {
  const lines = [`vitrina-doctor: ${report.pages.join(', ')}`, ''];
  for (const level of ['error', 'warning', 'note'] as const) {
    for (const finding of report.findings.filter((entry) => entry.level === level)) {
      lines.push(`${MARK[level]} [${finding.check}] ${finding.message}`, `    at ${finding.where}`);
    }
  }
  if (report.passed.length) lines.push('', `Passed: ${report.passed.join('; ')}.`);
  const errors = errorsOf(report).length;
  const warnings = warningsOf(report).length;
  lines.push('', errors || warnings ? `${errors} error(s), ${warnings} warning(s).` : 'No errors, no warnings.');
  return lines.join('\n');
}

/** Exit status: 1 when there is an error. */
export const exitCode = (report: Report): number => (errorsOf(report).length ? 1 : 0);

// Where browsers send Content-Security-Policy violation reports (worker/csp-reports.ts answers it).
export const CSP_REPORT_PATH = "/v1/csp-reports";

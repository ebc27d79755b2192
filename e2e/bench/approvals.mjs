// Benchmark (not a test): server mode's approvals. What the approval check adds to a proxied quote PATCH (p99,
// PGlite and PostgreSQL), and the audit page's filters over 1,000,000 entries on PostgreSQL. The work is in
// server/src/testing/approvals-bench.harness.ts (Debian's postgresql, as the server's tests use it).
// Usage: node e2e/bench/approvals.mjs [--quick] [--check-only] (the PATCH figures without the audit log's)
import { tsImport } from 'tsx/esm/api';
import { printFigures, quick } from './lib/harness.mjs';

const { runApprovalsBench } = await tsImport('#server/testing/approvals-bench.harness', import.meta.url);
printFigures('Approvals (server mode)', await runApprovalsBench(quick, process.argv.includes('--check-only')));

// Benchmark (not a test): server mode's copy of the service's facts. The first sync of 50,000 orders and their
// quotes from a stand-in service into PostgreSQL, a second run with nothing changed, and the vendor scorecards
// over the copy (the issue asks for them under 1 s on PostgreSQL). The work is in
// server/src/testing/sync-bench.harness.ts (Debian's postgresql, as the server's tests use it).
// Usage: node e2e/bench/sync.mjs [--quick] (5,000 orders)
import { tsImport } from 'tsx/esm/api';
import { printFigures, quick } from './lib/harness.mjs';

const { runSyncBench } = await tsImport('#server/testing/sync-bench.harness', import.meta.url);
printFigures('Sync and scorecards (server mode)', await runSyncBench(quick));

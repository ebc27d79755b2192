// Benchmark (not a test): server mode's reviews. The live score after marking or changing an issue in a review of
// a 35,000-word Word document (the issue asks for under 50 ms), and the first start that reads and counts it.
// The work is in server/src/testing/reviews-bench.harness.ts.
// Usage: node e2e/bench/reviews.mjs [--quick]
import { tsImport } from 'tsx/esm/api';
import { printFigures, quick } from './lib/harness.mjs';

const { runReviewsBench } = await tsImport('#server/testing/reviews-bench.harness', import.meta.url);
printFigures('Reviews (server mode)', await runReviewsBench(quick));

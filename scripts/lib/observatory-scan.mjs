// node observatory-scan.mjs <scanner package dir> <hostname> <https port> <http port> [path]
// Prints the scan result as JSON, the same shape as the scanner's own CLI. The CLI scans only the
// root of a host on the standard ports 443 and 80; its retriever takes other ports and a path, so
// this runs the retriever with them and then the scanner's own tests and grader exactly as its
// scan() does (src/scanner/index.js of the pinned version, scripts/observatory/package.json).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, hostname, httpsPort, httpPort, pagePath = '/'] = process.argv.slice(2);
if (!dir || !hostname || !httpsPort || !httpPort) {
  console.error(
    'usage: observatory-scan.mjs <scanner dir> <hostname> <https port> <http port> [/path]',
  );
  process.exit(2);
}
const load = (p) => import(pathToFileURL(path.join(dir, 'src', p)).href);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS, ALGORITHM_VERSION } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

const r = await retrieve(hostname, {
  httpsPort: Number(httpsPort),
  httpPort: Number(httpPort),
  path: pagePath,
});
if (!r.responses.auto) throw new Error('The site seems to be down.');
const { status } = r.responses.auto;
if (status < 200 || (status >= 400 && ![401, 403].includes(status))) {
  throw new Error(`Site did respond with an unexpected HTTP status code ${status}.`);
}

const results = ALL_TESTS.map((test) => test(r));
let testsPassed = 0;
let withExtraCredit = 100;
let uncurved = 100;
for (const result of results) {
  if (!result.result) continue;
  result.scoreModifier = getScoreModifier(result.result);
  testsPassed += result.pass ? 1 : 0;
  withExtraCredit += result.scoreModifier;
  if (result.scoreModifier < 0) uncurved += result.scoreModifier;
}
// As the scanner does: extra credit counts only when the score without it is already an A.
const final = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
const tests = Object.fromEntries(results.map((t) => [t.constructor.name, t]));
console.log(
  JSON.stringify({
    scan: {
      algorithmVersion: ALGORITHM_VERSION,
      grade: final.grade,
      score: final.score,
      statusCode: status,
      testsFailed: NUM_TESTS - testsPassed,
      testsPassed,
      testsQuantity: NUM_TESTS,
      responseHeaders: { ...r.responses.auto.headers },
    },
    tests,
  }),
);

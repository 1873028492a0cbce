// The MDN HTTP Observatory's own tests and grading, as its `scan()` runs them, against a host on
// ports of its own (`scan()` knows only 80 and 443). Usage: node observatory.mjs HOST HTTP_PORT
// HTTPS_PORT; prints {score, grade, failed: [test names]}. Trusts the certificates in
// NODE_EXTRA_CA_CERTS, which must be set when Node starts.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));

// The scanner downloads the browsers' HSTS preload list when it is installed; offline there is
// none, and this site's test host is on no such list.
const preload = path.join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');

const load = (file) => import(path.join(root, 'src', file));
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS } = await load('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');

const [host, httpPort, httpsPort] = process.argv.slice(2);
const retrieved = await retrieve(host, { httpPort, httpsPort });
if (!retrieved.responses.auto) throw new Error(`${host} did not answer`);

let withExtraCredit = 100;
let uncurved = 100;
const failed = [];
for (const test of ALL_TESTS) {
  const result = test(retrieved);
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  if (!result.pass) failed.push(`${result.constructor.name}: ${result.result}`);
}
const { score, grade } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(JSON.stringify({ score, grade, failed }));

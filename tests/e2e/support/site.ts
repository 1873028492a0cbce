/**
 * The production server that the tests of this worker share. The global setup starts one per
 * worker, each on its own data directory, and lists them in `E2E_SITES`; a worker takes the one of
 * its parallel index, so two test files that run at once never share a server, and the files of one
 * worker use it one after the other.
 */
export interface SharedSite {
  readonly baseUrl: string;
  readonly siteUrl: string;
  /** The server's embedded database, for checking stored rows. */
  readonly databaseUrl: string;
  /** The server's data directory. */
  readonly dataDir: string;
}

export const SITES_VARIABLE = 'E2E_SITES';

/**
 * Playwright lists the tests in its main process, before the global setup: there the values are
 * empty, as no test runs there.
 */
function sharedSite(): SharedSite {
  if (process.env.TEST_WORKER_INDEX === undefined)
    return { baseUrl: '', siteUrl: '', databaseUrl: '', dataDir: '' };
  const listed = process.env[SITES_VARIABLE];
  if (!listed)
    throw new Error(`${SITES_VARIABLE} is not set: run the browser tests with playwright test.`);
  const sites = JSON.parse(listed) as SharedSite[];
  const site = sites[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (!site) throw new Error(`No shared server for worker ${process.env.TEST_PARALLEL_INDEX}.`);
  return site;
}

export const {
  baseUrl,
  siteUrl,
  databaseUrl: siteDatabaseUrl,
  dataDir: siteDataDir,
} = sharedSite();

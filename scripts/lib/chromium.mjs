// Finds a Chromium for the browser tests and the benchmark; on Debian, as root, installs one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.';

export function findChromium() {
  if (process.env.CHROME_PATH)
    return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function canInstallWithApt() {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/usr/bin/apt-get') &&
    existsSync('/etc/debian_version')
  );
}

/** The path of a Chromium, installing Debian's package when that is possible; `null` otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found || process.env.CHROME_PATH) return found;
  if (!canInstallWithApt()) return null;
  console.log('No Chromium found: installing Debian’s chromium package …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return findChromium();
}

/** Flags for a headless Chromium that makes no network requests of its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Finds a Chromium for the browser tests and the benchmark; on Debian, as root, installs one.
import { existsSync } from 'node:fs';
import { aptInstall, canInstallWithApt } from './debian.mjs';

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

/** The path of a Chromium, installing Debian's package when that is possible; `null` otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found || process.env.CHROME_PATH) return found;
  if (!canInstallWithApt()) return null;
  console.log('No Chromium found: installing Debian’s chromium package …');
  aptInstall(['chromium']);
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

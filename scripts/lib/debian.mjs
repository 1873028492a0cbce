// Installs Debian packages the tests need, where that is possible: on Debian or Ubuntu, as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function canInstallWithApt() {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/usr/bin/apt-get') &&
    existsSync('/etc/debian_version')
  );
}

let updated = false;

/** Installs `packages` with apt-get (the package lists are updated once per run). */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  updated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

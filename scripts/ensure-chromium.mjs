// End-to-end tests drive Debian's Chromium (no browser download is possible on site machines).
// Installs it when missing and running as root; otherwise says how and stops.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium est absent : installez-le avec « sudo apt-get install -y chromium » puis relancez npm test.',
    );
    process.exit(1);
  }
  console.log('Chromium absent : installation du paquet Debian chromium…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

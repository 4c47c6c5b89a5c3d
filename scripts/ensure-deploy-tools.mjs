// The deployment files are checked with shellcheck (install.sh and the box's scripts) and
// systemd-analyze (the units). Installs Debian's packages when missing and running as root;
// otherwise says how and stops.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const tools = [
  { binary: '/usr/bin/shellcheck', pkg: 'shellcheck' },
  { binary: '/usr/bin/systemd-analyze', pkg: 'systemd' },
];
const missing = tools.filter((t) => !fs.existsSync(t.binary)).map((t) => t.pkg);
if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Outils de vérification du déploiement absents : installez-les avec « sudo apt-get install -y ${missing.join(' ')} » puis relancez npm test.`,
    );
    process.exit(1);
  }
  console.log(`Outils absents : installation des paquets Debian ${missing.join(' ')}…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

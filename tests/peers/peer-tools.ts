// The test peers need Debian tools: socat (the pseudo-terminal pairs), cc and cmake (the OSDP
// peer), python3-pymodbus (the Modbus peer). Installs what is missing when running as root;
// otherwise says how and stops.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const tools = [
  { present: () => fs.existsSync('/usr/bin/socat'), pkg: 'socat' },
  { present: () => fs.existsSync('/usr/bin/cmake'), pkg: 'cmake' },
  { present: () => fs.existsSync('/usr/bin/cc'), pkg: 'build-essential' },
  {
    // Debian's own interpreter: another python3 earlier on PATH would not see the Debian package.
    present: () => spawnSync('/usr/bin/python3', ['-c', 'import pymodbus.server'], { stdio: 'ignore' }).status === 0,
    pkg: 'python3-pymodbus',
  },
];

export function ensurePeerTools(): void {
  const missing = tools.filter((tool) => !tool.present()).map((tool) => tool.pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Outils des pairs de test absents : installez-les avec « sudo apt-get install -y ${missing.join(' ')} » puis relancez les tests.`,
    );
  }
  console.log(`Outils des pairs de test absents : installation des paquets Debian ${missing.join(' ')}…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

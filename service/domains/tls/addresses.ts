// The names and addresses the box is reached by on the LAN: its host name (also as `.local`, which
// the reception PCs resolve through mDNS), loopback for the kiosk, and every address of its interfaces.
import net from 'node:net';
import os from 'node:os';
import { AppError } from '../../errors/app-error';

export interface BoxNames {
  readonly hosts: readonly string[];
  readonly ips: readonly string[];
}

const hostLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

export function isHostName(name: string): boolean {
  return name.length <= 253 && name.split('.').every((label) => hostLabel.test(label));
}

export function detectBoxNames(): BoxNames {
  const host = os.hostname().toLowerCase();
  const hosts = isHostName(host) ? [host, ...(host.includes('.') ? [] : [`${host}.local`])] : [];
  const ips = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    // A link-local IPv6 address only means something with its interface: no browser is given one.
    .filter((i) => !(i.family === 'IPv6' && i.address.toLowerCase().startsWith('fe80:')))
    .map((i) => i.address);
  return { hosts: ['localhost', ...hosts], ips: ['127.0.0.1', '::1', ...ips] };
}

/** Detected names plus those the technician gives (a DNS name the router hands out, a fixed IP). */
export function boxNames(given: { hosts?: readonly string[]; ips?: readonly string[] }): BoxNames {
  for (const value of given.hosts ?? [])
    if (!isHostName(value)) throw new AppError('TLS_INVALID_HOST', { params: { value } });
  for (const value of given.ips ?? [])
    if (!net.isIP(value)) throw new AppError('TLS_INVALID_IP', { params: { value } });
  const detected = detectBoxNames();
  return {
    hosts: [...new Set([...detected.hosts, ...(given.hosts ?? []).map((h) => h.toLowerCase())])],
    ips: [...new Set([...detected.ips, ...(given.ips ?? [])])],
  };
}

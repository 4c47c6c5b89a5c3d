// A barrier as on site, in miniature: our control panel on one end of a pseudo-terminal pair, the
// libosdp peer (a reader with a relay, a LED and a buzzer) at address 1 on the other.
import {
  type ControlPanel,
  type ControlPanelEvents,
  createAccessDecision,
  type DecideAccess,
  type FailSafeMode,
  startControlPanel,
} from '../../../drivers/osdp';
import { openSerialLink, type SerialLink } from '../../../drivers/serial/link';
import { type OsdpPeer, startOsdpPeer } from './osdp-peer';
import { openPtyPair, type PtyPair } from './pty-pair';

export const READER = { name: 'barriere-entree', address: 1, relayOutput: 0 };
export const RELAY_PULSE = 30;

export interface OsdpSite {
  pair: PtyPair;
  peer: OsdpPeer;
  panel: ControlPanel;
  setCachedCodes(codes: string[]): void;
  /** Resolves with the next `event` the panel emits. */
  next<E extends keyof ControlPanelEvents>(event: E): Promise<ControlPanelEvents[E]>;
  close(): Promise<void>;
}

export interface SiteOptions {
  decide: DecideAccess;
  failSafe?: FailSafeMode;
  useCrc?: boolean;
  offlineAfterMissedPolls?: number;
  decisionTimeoutMs?: number;
  /** The key the panel uses for the reader (32 hex digits). */
  panelScbk?: string;
  /** The key the peer holds. */
  peerScbk?: string;
  /** Gives the line fixed paths in this folder, so it can be unplugged and plugged back. */
  lineFolder?: string;
}

export async function startOsdpSite(options: SiteOptions): Promise<OsdpSite> {
  const pair = await openPtyPair(options.lineFolder);
  const peer = await startOsdpPeer(pair.peerEnd, READER.address, options.peerScbk);
  const link: SerialLink = await openSerialLink({ path: pair.driverEnd, baudRate: 9600, reopenDelayMs: 20 });
  const access = createAccessDecision({
    decide: options.decide,
    timeoutMs: options.decisionTimeoutMs ?? 200,
    failSafe: options.failSafe ?? 'stay-closed',
  });
  const panel = startControlPanel({
    link,
    readers: [
      { ...READER, ...(options.panelScbk ? { scbk: Uint8Array.from(Buffer.from(options.panelScbk, 'hex')) } : {}) },
    ],
    access,
    pollIntervalMs: 20,
    replyTimeoutMs: 200,
    retries: 1,
    offlineAfterMissedPolls: options.offlineAfterMissedPolls ?? 3,
    reconnectIntervalMs: 50,
    useCrc: options.useCrc ?? true,
    relayPulse: RELAY_PULSE,
  });
  let current = peer;
  let currentPair = pair;
  return {
    get pair() {
      return currentPair;
    },
    set pair(next) {
      currentPair = next;
    },
    get peer() {
      return current;
    },
    set peer(next) {
      current = next;
    },
    panel,
    setCachedCodes: (codes) => access.setCachedCodes(codes),
    next: (event) =>
      new Promise((resolve) => {
        const listener = (payload: ControlPanelEvents[typeof event]) => {
          panel.off(event, listener);
          resolve(payload);
        };
        panel.on(event, listener);
      }),
    async close() {
      await panel.stop();
      await link.close();
      await current.stop();
      await currentPair.close();
    },
  };
}

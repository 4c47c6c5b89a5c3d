// Runs once per `vitest run`: makes sure the peers' tools are there and the OSDP peer is built,
// and tells the driver tests where the program is.
import type { TestProject } from 'vitest/node';
import { buildOsdpPeer } from './osdp-peer-build';
import { ensurePeerTools } from './peer-tools';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built OSDP peer program (tests/peers/osdp-pd.c linked to libosdp). */
    osdpPeerProgram: string;
  }
}

export default function setup(project: TestProject): void {
  ensurePeerTools();
  project.provide('osdpPeerProgram', buildOsdpPeer());
}

import type { Command } from 'commander';

export function registerUpdate(_program: Command): void {}

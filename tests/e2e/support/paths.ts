import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const uiDir = path.join(rootDir, 'ui/dist');
export const screensDir = path.join(rootDir, 'test-results/screens');
export const chromiumPath = '/usr/bin/chromium';

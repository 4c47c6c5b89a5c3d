// The CLI's entry in a release, bundled to JavaScript: the same program as cli/bivouac.mjs runs
// from the sources through tsx.
import { run } from './main';

void run(process.argv);

// The repository explains itself: its code, tests and docs state their rules instead of citing a
// ticket or a document kept elsewhere, and the README describes only what exists today.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../cli/main';
import { root } from '../support/import-graph';

const self = path.relative(root, import.meta.filename);
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(
    (file) => /\.(ts|tsx|mjs|md|json|service)$/.test(file) && file !== self && fs.existsSync(path.join(root, file)),
  )
  .filter((file) => !file.startsWith('migrations/') && file !== 'package-lock.json');

/** A ticket number, a section of a document kept outside the repository, or a path leading out of it. */
const CITATION = [/\bissue \d+/i, /§/, /\.\.\/shared\b/, /\b(CONTRACT|STYLE|DESIGN)\.md\b/];
const CONFLICT = /^(<{7}|={7}|>{7})( |$)/m;

function linesMatching(file: string, pattern: RegExp): string[] {
  return fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []));
}

/** Every command of the CLI by its full name (`user create`), and whether it takes arguments only. */
function commandPaths(command: Command, prefix = ''): { name: string; isLeaf: boolean }[] {
  return command.commands.flatMap((sub) => {
    const name = `${prefix}${sub.name()}`;
    return [{ name, isLeaf: sub.commands.length === 0 }, ...commandPaths(sub, `${name} `)];
  });
}

describe('a repository that explains itself', () => {
  it('cites no issue number, no section of an outside document and no path outside the repository', () => {
    expect(tracked.length).toBeGreaterThan(300);
    expect(CITATION.flatMap((pattern) => tracked.flatMap((file) => linesMatching(file, pattern)))).toEqual([]);
  });

  it('holds no unresolved merge conflict', () => {
    expect(tracked.filter((file) => CONFLICT.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

  it('the README names only folders and files that exist', () => {
    // Backquoted relative paths (`docs/…`, `deploy/bivouac.service`); data paths start with a variable.
    const paths = [...readme.matchAll(/`([a-z][\w.-]*\/[\w./-]*)`/g)].map((m) => m[1]);
    expect(paths).toContain('service/');
    expect(paths.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });

  it('the README lists only commands the bivouac CLI really has', () => {
    const commands = commandPaths(buildProgram());
    const known = new Set(commands.map((c) => c.name));
    const leaves = new Set(commands.filter((c) => c.isLeaf).map((c) => c.name));
    // `bivouac user create …`, `bivouac init-demo`: a command, or a leaf command and its argument.
    const cited = [...readme.matchAll(/`(?:npx )?bivouac ([a-z][\w-]*(?: [a-z][\w-]*)?)/g)].map((m) => m[1] ?? '');
    expect(cited).toContain('user reset-password');
    expect(cited.filter((c) => !known.has(c) && !leaves.has(c.split(' ')[0] ?? ''))).toEqual([]);
  });
});

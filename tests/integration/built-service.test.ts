// `npm start` runs the compiled service, not its TypeScript sources: the build is run (reused when
// up to date), then dist/service/main.js is started as its own process on a fresh data folder and a
// free port. It must find the migrations and the docs from dist/, and load pdfkit when first asked.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

const root = path.resolve(import.meta.dirname, '../..');
const admin = { login: 'admin', password: 'built-service-password' };
let dataDir: string;
let child: ChildProcess;
let url: string;

async function firstAnswer(path: string): Promise<Response> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    try {
      return await fetch(`${url}${path}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-service.mjs'], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-built-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['dist/service/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BIVOUAC_DATA_DIR: dataDir,
      BIVOUAC_ADMIN_LOGIN: admin.login,
      BIVOUAC_ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built service', () => {
  it('starts from dist/, migrates a new data folder and answers its first REST call', async () => {
    const res = await firstAnswer('/rest/security/user/current');
    expect(res.status).toBe(403); // answered by the session loader and the route guard: not signed in
    expect(fs.existsSync(path.join(dataDir, 'bivouac.sqlite'))).toBe(true);
  });

  it('signs the first administrator in and serves the user guide as a PDF', async () => {
    const login = await fetch(`${url}/rest/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const guide = await fetch(`${url}/rest/document/model/download/documentation/`, { headers: { cookie } });
    expect(guide.status).toBe(200);
    expect(guide.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await guide.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyLimits } from '../../service/app';
import { allow } from '../../service/http/guard';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

describe('the error JSON {serverMessage, message, fields}', () => {
  it('answers 400 MALFORMED_JSON on a body that is not JSON', async () => {
    const client = await t.signIn();
    const res = await client.request('/rest/reference/civility/edit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"label": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ serverMessage: 'MALFORMED_JSON' });
  });

  it('answers 400 naming the field on a wrong type', async () => {
    const client = await t.signIn();
    const res = await client.post('/rest/reference/civility/edit', { id: 0, code: 'X', label: 42 });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.serverMessage).toBe('VALIDATION');
    expect(body.message).toBe('Formulaire incorrect');
    expect(Object.keys(body.fields)).toEqual(['label']);
  });

  it('answers 413 PAYLOAD_TOO_LARGE over the body limit', async () => {
    const client = await t.signIn();
    const res = await client.post('/rest/reference/civility/edit', {
      id: 0,
      code: 'X',
      label: 'x'.repeat(bodyLimits.json),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ serverMessage: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 415 on a write that is not JSON', async () => {
    const client = await t.signIn();
    const res = await client.request('/rest/reference/civility/edit', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'label=x',
    });
    expect(res.status).toBe(415);
  });

  it('answers 400 VALIDATION on the sort field, not 500, to a sort on `toString` (looked up in a Map)', async () => {
    const client = await t.signIn();
    for (const path of ['/rest/booking/list/booking/0', '/rest/security/user/search']) {
      const res = await client.post(path, { sort: { field: 'toString', order: 'ascend' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ serverMessage: 'VALIDATION', fields: { sort: 'INVALID_TYPE' } });
    }
  });

  it('sorts the place search on any of its sort fields, `id` included', async () => {
    const client = await t.signIn();
    for (const field of ['id', 'number', 'name', 'typeLabel', 'capacity', 'order']) {
      const res = await client.post('/rest/place/place/search', { sort: { field, order: 'descend' } });
      expect(res.status).toBe(200);
    }
  });

  it('answers 400 MALFORMED_MULTIPART to an upload without a boundary or with a broken body', async () => {
    const client = await t.signIn();
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=abc']) {
      const res = await client.request('/rest/establishment/establishment/setLogo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '--abc\r\nbroken',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ serverMessage: 'MALFORMED_MULTIPART' });
    }
  });

  it('answers 404 NOT_FOUND to a path whose percent-encoding is malformed', async () => {
    const uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-ui-'));
    fs.writeFileSync(path.join(uiDir, 'index.html'), '<html></html>');
    const ui = await makeTestApp({ uiDir });
    for (const url of ['/%', '/%ff', '/booking-list/%', '/assets/%E0']) {
      const res = await ui.app.request(url);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ serverMessage: 'NOT_FOUND' });
    }
    ui.close();
    fs.rmSync(uiDir, { recursive: true, force: true });
  });

  it('answers 404 NOT_FOUND on an unknown /rest/ path', async () => {
    const client = await t.signIn();
    const res = await client.get('/rest/no/such/thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ serverMessage: 'NOT_FOUND' });
  });

  it('answers 500 "Une erreur est survenue" on an unexpected error, logs it with the request id, and never sends the stack', async () => {
    t.app.post('/rest/test/boom', allow.signedIn(), () => {
      throw new Error('secret internal detail');
    });
    const client = await t.signIn();
    const res = await client.post('/rest/test/boom', {}, { 'x-request-id': 'req-42' });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ serverMessage: 'INTERNAL', message: 'Une erreur est survenue' });
    expect(text).not.toContain('secret');
    const logged = t.logger.events.find((e) => e.level === 'error');
    expect(logged?.fields).toMatchObject({ requestId: 'req-42' });
    expect(String(logged?.fields?.error)).toContain('secret internal detail');
  });

  it('fails closed: a route that declares no access answers 500 and is logged', async () => {
    t.app.post('/rest/test/undeclared', (c) => c.json({ leaked: true }));
    const client = await t.signIn();
    const res = await client.post('/rest/test/undeclared', {});
    expect(res.status).toBe(500);
    expect(t.logger.events.some((e) => e.message === 'route without declared access')).toBe(true);
  });
});

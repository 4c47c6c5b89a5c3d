// The import of the older version on a small generated fixture: the dry run reports every dirty
// row and writes nothing, --apply imports the rest, a second run changes nothing, a changed row is
// updated, old documents form a chain verify walks; over HTTP for system users only; the CLI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportV1Report, runImportV1 } from '../../service/domains/import-v1';
import { verifyLedger } from '../../service/domains/ledger';
import { folderSources, rejectedOf, tableChecksums } from '../support/import-v1-checks';
import { type ImportV1Fixture, SMALL_FIXTURE, writeImportV1Fixture } from '../support/import-v1-fixture';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let fixture: ImportV1Fixture;
let sources: Map<string, Uint8Array>;

beforeAll(async () => {
  t = await makeTestApp();
  fixture = writeImportV1Fixture(fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-v1-')), SMALL_FIXTURE);
  sources = folderSources(fixture.dir);
});
afterAll(() => {
  t.close();
  fs.rmSync(fixture.dir, { recursive: true, force: true });
});

const run = (isApplied: boolean, files = sources) => runImportV1(t.db, t.clock, files, { isApplied, userId: null });
const counts = (report: ImportV1Report) =>
  Object.fromEntries(
    report.files.map((f) => [f.file, [f.inserted, f.updated, f.unchanged, f.rejected.length].join('/')]),
  );
const accepted = (file: string) => (fixture.rows[file] ?? 0) - (fixture.rejected[file]?.length ?? 0);

describe('import from the older version', () => {
  it('a dry run reports every dirty row with its line and reason, and writes nothing', () => {
    const before = tableChecksums(t.db);
    const report = run(false);
    expect(report.isApplied).toBe(false);
    expect(rejectedOf(report, fixture.rejected)).toEqual(fixture.rejected);
    for (const f of report.files) expect(f.inserted, f.file).toBe(accepted(f.file));
    expect(tableChecksums(t.db)).toEqual(before);
  });

  it('--apply imports every other row, one file after the other, and the report is the dry run’s', () => {
    const dry = run(false);
    const applied = run(true);
    expect(applied.isApplied).toBe(true);
    expect(counts(applied)).toEqual(counts(dry));
    const rows = (sql: string) => (t.db.$client.prepare(sql).get() as { n: number }).n;
    expect(rows("SELECT count(*) AS n FROM customers WHERE code LIKE 'V1-%'")).toBe(accepted('clients.csv'));
    expect(rows("SELECT count(*) AS n FROM bookings WHERE code LIKE 'V1-%' OR quote_number LIKE 'V1-%'")).toBe(
      accepted('sejours.csv'),
    );
    expect(rows('SELECT count(*) AS n FROM import_v1_documents')).toBe(
      accepted('reglements.csv') + accepted('factures.csv'),
    );
  });

  it('a second run changes nothing: every row unchanged, the same rows rejected, the tables identical', () => {
    const before = tableChecksums(t.db);
    const again = run(true);
    for (const f of again.files) {
      expect(f.inserted + f.updated, f.file).toBe(0);
      expect(f.unchanged, f.file).toBe(accepted(f.file));
    }
    expect(rejectedOf(again, fixture.rejected)).toEqual(fixture.rejected);
    const after = tableChecksums(t.db);
    expect(after).toEqual(before);
  });

  it('keeps the Windows-1252 accents, œ, ’ and € of the customers and the occupants', () => {
    const names = t.db.$client
      .prepare("SELECT last_name AS name FROM customers WHERE code LIKE 'V1-%' AND last_name LIKE '%é%' LIMIT 1")
      .get() as { name: string } | undefined;
    expect(names?.name).toMatch(/é/);
    const occupant = t.db.$client.prepare("SELECT count(*) AS n FROM occupants WHERE last_name LIKE '%é%'").get() as {
      n: number;
    };
    expect(occupant.n).toBeGreaterThan(0);
    const notes = t.db.$client.prepare("SELECT notes FROM customers WHERE code = 'V1-1'").get() as { notes: string };
    expect(notes.notes).toBe('Vœux : l’emplacement près du cœur, 5 € de remise');
  });

  it('a row changed in the older system since the last run is updated, the others left alone', () => {
    const clients = Buffer.from(sources.get('clients.csv') ?? new Uint8Array()).toString('latin1');
    const renamed = clients.replace(/\r\n10;([^;]*);[^;]*;/, '\r\n10;$1;Nouveaunom;');
    const report = run(true, new Map([['clients.csv', Buffer.from(renamed, 'latin1')]]));
    expect(counts(report)['clients.csv']).toBe(
      `0/1/${accepted('clients.csv') - 1}/${fixture.rejected['clients.csv']?.length}`,
    );
    const row = t.db.$client.prepare("SELECT last_name AS name FROM customers WHERE code = 'V1-10'").get() as {
      name: string;
    };
    expect(row.name).toBe('Nouveaunom');
  });

  it('an e-mail a customer gives up in the older system may go to another customer in the same run', () => {
    const lines = Buffer.from(sources.get('clients.csv') ?? new Uint8Array())
      .toString('latin1')
      .split('\r\n');
    const cellsOf = (id: string) => (lines.find((l) => l.startsWith(`${id};`)) ?? '').split(';');
    const [ten, twelve] = [cellsOf('10'), cellsOf('12')];
    const freed = ten[12] ?? '';
    ten[12] = 'nouvelle.adresse@exemple.fr';
    twelve[12] = freed;
    const changed = lines.map((l) =>
      l.startsWith('10;') ? ten.join(';') : l.startsWith('12;') ? twelve.join(';') : l,
    );
    const report = run(true, new Map([['clients.csv', Buffer.from(changed.join('\r\n'), 'latin1')]]));
    const file = report.files.find((f) => f.file === 'clients.csv');
    expect(file?.updated).toBe(2);
    expect(file?.rejected.map((r) => r.oldId)).not.toContain('12');
    const email = (code: string) =>
      (t.db.$client.prepare('SELECT email FROM customers WHERE code = ?').get(code) as { email: string }).email;
    expect([email('V1-10'), email('V1-12')]).toEqual(['nouvelle.adresse@exemple.fr', freed]);
    // Back as the fixture has them: customer 12 gives the e-mail up first, customer 10 takes it next run.
    const original = new Map([['clients.csv', sources.get('clients.csv') ?? new Uint8Array()]]);
    run(true, original);
    run(true, original);
    expect([email('V1-10'), email('V1-12')]).toEqual([freed, cellsOf('12')[12]]);
  });

  it('an old payment changed since it was imported is rejected: accounting history is never rewritten', () => {
    const payments = Buffer.from(sources.get('reglements.csv') ?? new Uint8Array()).toString('utf8');
    const changed = payments.replace(/\r\n1;(\d+);([^;]*);([^;]*);[^\r]*/, '\r\n1;$1;$2;$3;999,99');
    const report = run(true, new Map([['reglements.csv', Buffer.from(changed)]]));
    const file = report.files.find((f) => f.file === 'reglements.csv');
    expect(file?.rejected.find((r) => r.oldId === '1')?.reason).toMatch(/ne se réécrit pas/);
    expect(file?.updated).toBe(0);
  });

  it('the old documents are one append-only chain verify walks, and a document edited behind its back breaks it', () => {
    const ok = verifyLedger(t.db, t.clock);
    const old = ok.chains.find((c) => c.table === 'import_v1_documents');
    expect(old?.rows).toBe(accepted('reglements.csv') + accepted('factures.csv'));
    expect(ok.isOk).toBe(true);
    expect(() => t.db.$client.prepare('DELETE FROM import_v1_documents WHERE id = 3').run()).toThrow(/append-only/);
    t.db.$client.exec('DROP TRIGGER import_v1_documents_append_only_update');
    t.db.$client.prepare('UPDATE import_v1_documents SET amount_cents = amount_cents + 1 WHERE id = 3').run();
    const broken = verifyLedger(t.db, t.clock);
    expect(broken.findings.some((f) => f.table === 'import_v1_documents' && f.rowId === 3)).toBe(true);
    t.db.$client.prepare('UPDATE import_v1_documents SET amount_cents = amount_cents - 1 WHERE id = 3').run();
  });

  it('a file without a column it needs is left out whole, saying which', () => {
    const report = run(false, new Map([['emplacements.csv', Buffer.from('id;numero;capacite\r\n1;A1;4\r\n')]]));
    expect(report.files.find((f) => f.file === 'emplacements.csv')?.problem).toMatch(/type_id/);
  });

  it('a stay over another held stay of the same place is rejected, saying which', () => {
    const stays = 'id;numero;client_id;emplacement_id;arrivee;depart;etat;nb_personnes;montant\r\n';
    const report = run(
      false,
      new Map([['sejours.csv', Buffer.from(`${stays}X1;X1;1;1;01/01/2022;05/01/2022;R;2;100\r\n`)]]),
    );
    expect(report.files.find((f) => f.file === 'sejours.csv')?.rejected[0]?.reason).toMatch(
      /chevauche.*V1-1 du 01\/01\/2022 au 08\/01\/2022/,
    );
  });
});

describe('each row the import refuses, and why', () => {
  const headers: Record<string, string> = {
    'clients.csv': 'id;civilite;nom;prenom;societe;adresse1;adresse2;code_postal;ville;pays;email;date_naissance',
    'types_emplacement.csv': 'id;code;libelle;nature;capacite;taux_tva',
    'emplacements.csv': 'id;numero;type_id;capacite',
    'sejours.csv': 'id;numero;client_id;emplacement_id;arrivee;depart;etat;nb_personnes;montant',
    'occupants.csv': 'id;sejour_id;nom;prenom;date_naissance',
    'reglements.csv': 'id;sejour_id;date;mode;montant',
    'factures.csv': 'id;numero;sejour_id;date;montant_ttc',
  };
  // On top of the fixture imported above: customer 1, place type 1, place 1 (numbered 100) and
  // stay 1 exist. Each case is a dry run of one file of one row.
  it.each([
    ['clients.csv', 'N1;M.;;Jean;;;;;;;;', /nom manquant/],
    ['clients.csv', 'N1;M.;Durand;Jean;;1 rue;;40200;Mimizan;FR;jean@@x;', /e-mail invalide/],
    ['clients.csv', 'N1;M.;Durand;Jean;;1 rue;;40200;Mimizan;ZZ;;', /pays inconnu : « ZZ »/],
    ['types_emplacement.csv', 'N1;X;Yourte;Yourte;4;10', /nature inconnue : « Yourte »/],
    ['types_emplacement.csv', 'N1;X;Tente;Tente;quatre;10', /capacité qui n’est pas un nombre/],
    ['types_emplacement.csv', 'N1;X;Tente;Tente;4;dix', /taux de TVA qui n’est pas un nombre/],
    ['types_emplacement.csv', 'N1;X;Tente;Tente;4;7,5', /taux de TVA 7,5 % absent des taux de TVA du camping/],
    ['emplacements.csv', 'N1;Z1;99;4', /type d'emplacement inconnu : 99/],
    ['emplacements.csv', 'N1;100;1;4', /numéro 100 déjà pris par un autre emplacement/],
    ['sejours.csv', 'N1;N1;99999;1;01/01/2030;05/01/2030;R;2;100', /client inconnu .* 99999/],
    ['sejours.csv', 'N1;N1;1;99999;01/01/2030;05/01/2030;R;2;100', /emplacement inconnu .* 99999/],
    ['sejours.csv', 'N1;N1;1;1;05/01/2030;05/01/2030;R;2;100', /départ le jour de l’arrivée ou avant/],
    ['sejours.csv', 'N1;N1;1;1;01/01/2030;05/01/2030;X;2;100', /état inconnu : « X »/],
    ['sejours.csv', 'N1;N1;1;1;01/01/2030;05/01/2030;R;deux;100', /nombre de personnes invalide/],
    ['occupants.csv', 'N1;99999;Durand;Léa;01/01/2010', /séjour inconnu .* 99999/],
    ['reglements.csv', 'N1;1;31/13/2024;CB;10', /date invalide : « 31\/13\/2024 »/],
    ['factures.csv', 'N1;;1;01/01/2024;10', /numéro de facture manquant/],
    ['clients.csv', 'N1;M.;Durand', /nombre de colonnes différent de celui de l'en-tête/],
    ['clients.csv', ';M.;Durand;Jean;;;;;;;;', /identifiant manquant/],
  ])('%s « %s »: %s', (file, row, reason) => {
    const report = run(false, new Map([[file, Buffer.from(`${headers[file]}\r\n${row}\r\n`)]]));
    const rejected = report.files.find((f) => f.file === file)?.rejected;
    expect(rejected).toHaveLength(1);
    expect(rejected?.[0]?.reason).toMatch(reason);
    expect(rejected?.[0]?.line).toBe(2);
  });

  it('a second row with the same id in a file is refused, the first kept', () => {
    const rows = 'N1;M.;Durand;Jean;;;;;;;;\r\nN1;M.;Dupont;Luc;;;;;;;;';
    const report = run(false, new Map([['clients.csv', Buffer.from(`${headers['clients.csv']}\r\n${rows}\r\n`)]]));
    const file = report.files.find((f) => f.file === 'clients.csv');
    expect(file?.inserted).toBe(1);
    expect(file?.rejected).toEqual([
      { file: 'clients.csv', line: 3, oldId: 'N1', reason: 'identifiant N1 en double dans le fichier' },
    ]);
  });
});

describe('import over HTTP', () => {
  const upload = (files: Map<string, Uint8Array>) => {
    const form = new FormData();
    for (const [name, bytes] of files) form.append('files', new File([new Uint8Array(bytes)], name));
    return form;
  };

  it('a system user simulates the uploaded files and gets the report', { timeout: 60_000 }, async () => {
    const admin = await t.signIn();
    const res = await admin.request('/rest/import-v1/dry-run', { method: 'POST', body: upload(sources) });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportV1Report;
    expect(report.isApplied).toBe(false);
    expect(rejectedOf(report, fixture.rejected)).toEqual(fixture.rejected);
  });

  it('the import runs beside the service: it answers other requests meanwhile, and the journal names the user', {
    timeout: 60_000,
  }, async () => {
    const admin = await t.signIn();
    let isImported = false;
    const applying = admin.request('/rest/import-v1/apply', { method: 'POST', body: upload(sources) }).then((res) => {
      isImported = true;
      return res;
    });
    const meanwhile = await admin.get('/rest/security/user/current');
    expect(meanwhile.status).toBe(200);
    expect(isImported).toBe(false);
    const res = await applying;
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportV1Report;
    expect(report.files.every((f) => f.inserted + f.updated === 0)).toBe(true);
    const { user } = (await meanwhile.json()) as { user: { id: number } };
    const event = t.db.$client
      .prepare("SELECT user_id AS userId FROM tech_events WHERE kind = 'import-v1.applied' ORDER BY id DESC")
      .get() as { userId: number };
    expect(event.userId).toBe(user.id);
  });

  it('a user without the system flag is refused, an administrator too, and nothing is imported', async () => {
    await t.addUser({ login: 'chef', password: 'chef-pass', isAdmin: true });
    const chef = await t.signIn({ login: 'chef', password: 'chef-pass' });
    const before = tableChecksums(t.db);
    for (const call of ['dry-run', 'apply']) {
      const res = await chef.request(`/rest/import-v1/${call}`, { method: 'POST', body: upload(sources) });
      expect(res.status, call).toBe(401);
      expect(((await res.json()) as { serverMessage: string }).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
    expect(tableChecksums(t.db)).toEqual(before);
  });

  it('a file that is not CSV at all stops the import, its name in the French message', {
    timeout: 60_000,
  }, async () => {
    const admin = await t.signIn();
    const res = await admin.request('/rest/import-v1/dry-run', {
      method: 'POST',
      body: upload(new Map([['clients.csv', Buffer.from('id;nom\r\n1;"Dupont\r\n')]])),
    });
    expect(res.status).toBe(400);
    const error = (await res.json()) as { serverMessage: string; message: string };
    expect(error.serverMessage).toBe('IMPORT_V1_FAILED');
    expect(error.message).toBe(
      'L’import n’a pas abouti : Le fichier clients.csv n’est pas un CSV lisible (guillemet jamais refermé ?) : rien n’a été importé',
    );
  });

  it('an upload with no known file is refused in French', async () => {
    const admin = await t.signIn();
    const res = await admin.request('/rest/import-v1/dry-run', {
      method: 'POST',
      body: upload(new Map([['photo.csv', Buffer.from('a;b')]])),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { serverMessage: string }).serverMessage).toBe('IMPORT_V1_NO_FILE');
  });
});

describe('bivouac import-v1', () => {
  const bivouac = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve('cli/bivouac.mjs'), 'import-v1', ...args], {
      env: { ...process.env, BIVOUAC_DATA_DIR: t.dataDir },
      encoding: 'utf8',
    });

  it('simulates by default: lists each refused row, writes nothing, says how to apply', { timeout: 60_000 }, () => {
    const before = tableChecksums(t.db);
    const res = bivouac(fixture.dir);
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/REFUSÉE clients\.csv ligne 3 \(id 2\) : date de naissance invalide/);
    expect(res.stdout).toMatch(/Rien n’a été écrit ; relancez avec --apply/);
    expect(tableChecksums(t.db)).toEqual(before);
  });

  it('refuses a folder that does not exist with one French line', { timeout: 60_000 }, () => {
    const res = bivouac(path.join(fixture.dir, 'absent'));
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(`Erreur : Dossier introuvable ou illisible : ${path.join(fixture.dir, 'absent')}`);
  });
});

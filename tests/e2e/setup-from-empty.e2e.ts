// A new site set up from an empty database through the screens only (clicks and typing, no API
// write), following home's setup checklist: establishment and classification, financial year,
// activity period, the seeded VAT rates and age categories, two place types (pitch and mobile
// home), their places, an extra, the tourist tax, three price grids (a pitch grid, a spring and
// September mobile-home grid and a Saturday-to-Saturday July–August one). The checklist shows the
// progress and goes once the site can take a booking; then a family's pitch and a July mobile home
// are booked and their prices checked against figures computed by hand below.
// Business day pinned to Monday 1 March 2027. Screenshots: setup-start, setup-midway,
// setup-booking-pitch, setup-booking.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { EntityListPage } from './pages/EntityListPage';
import { ShellPage } from './pages/ShellPage';
import { leaveDay, typeDay } from './support/antd-inputs';
import { screenshot, signInThroughApi, uiTimeoutMs } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2027-03-01' });

/** Each step goes through several screens, one click at a time, on a machine shared with others. */
const STEP_MS = 240_000;

/** Hand-set prices of the grids and the tourist tax, in cents. */
const PITCH_NIGHT = 1800;
const ADULT_NIGHT = 600;
const CHILD_NIGHT = 300;
const MH_SPRING_NIGHT = 7000;
const MH_SUMMER_NIGHT = 10_000;
const TAX_PER_ADULT_NIGHT = 60;

const count = (table: string) =>
  (ctx.site.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** Home's checklist region, opened from the menu's home. */
async function checklist(page: Page): Promise<Locator> {
  await page.goto('/home');
  await page.getByText('Bonjour Admin').waitFor();
  return page.getByRole('region', { name: 'Mise en route du site' });
}

/** A step of the checklist: its row, named after the step. */
const step = (list: Locator, label: string) => list.getByRole('listitem', { name: label, exact: true });

/** Follows a step's link from home, as a new owner does. */
async function openStep(page: Page, label: string) {
  const list = await checklist(page);
  await step(list, label).getByRole('link').click();
}

/** Picks `option` in the antd select `control` (its open list's option of that exact title). */
async function pick(page: Page, control: Locator, option: string) {
  await control.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** Creates an item from a generic list with Créer (F3), fills it with `fill`, Valider, back on the list with its row. */
async function createFromList(
  page: Page,
  path: string,
  title: string,
  rowText: string,
  fill: (d: EntityDetailPage) => Promise<void>,
) {
  const list = await new EntityListPage(page, path, title).goto();
  await list.createButton.click();
  const detail = await new EntityDetailPage(page, title).isShown('nouveau');
  await fill(detail);
  await detail.validateButton.click();
  await list.isShown();
  await list.row(rowText).first().waitFor();
}

/** Places `prefix` + first..last of one type, created in one « Créer une série » dialog of the place list. */
async function createPlaces(page: Page, typeLabel: string, prefix: string, first: number, last: number) {
  const list = await new EntityListPage(page, '/place-list', 'Emplacements').goto();
  await list.main.getByRole('button', { name: 'Créer une série' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Créer une série d’emplacements' });
  await pick(page, dialog.getByLabel("Type d'hébergement"), typeLabel);
  await dialog.getByLabel('Préfixe').fill(prefix);
  await dialog.getByLabel('Premier numéro').fill(String(first));
  await dialog.getByLabel('Dernier numéro').fill(String(last));
  await dialog.getByRole('button', { name: 'Créer la série' }).click();
  await new ShellPage(page).seeToast(`${last - first + 1} emplacements créés`);
  await dialog.waitFor({ state: 'detached' });
}

async function createPlaceType(page: Page, label: string, code: string, kind: string, insee: string) {
  await createFromList(page, '/place-type-list', "Types d'hébergement", label, async (d) => {
    await d.field('Libellé').fill(label);
    await d.field('Code court').fill(code);
    await pick(page, d.field("Nature de l'hébergement"), kind);
    await d.field('Capacité (personnes)').fill('6');
    await d.field('Personnes maximum').fill('6');
    await d.openTab('INSEE et comptabilité');
    await pick(page, d.field('Catégorie INSEE'), insee);
    await pick(page, d.field('Taux de TVA'), 'Taux intermédiaire 10 %');
  });
}

interface GridInput {
  label: string;
  includedPersons: number;
  weekdays?: string;
  periods: { label: string; start: string; end: string; cells: Record<string, number> }[];
  occupants?: Record<string, number>;
}

/** A grid built in its matrix from the grid list's Créer, saved with F12. */
async function createGrid(page: Page, grid: GridInput) {
  const list = await new EntityListPage(page, '/price/grid-list', 'Grilles tarifaires').goto();
  await list.createButton.click();
  await page.getByText('Grille tarifaire — nouvelle').waitFor();
  await page.getByLabel(/^(\* )?Libellé$/).fill(grid.label);
  await page.getByLabel('Personnes incluses', { exact: true }).fill(String(grid.includedPersons));
  if (grid.weekdays) {
    for (const label of ["Jours d'arrivée", 'Jours de départ']) {
      await page.getByLabel(label, { exact: true }).click();
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${grid.weekdays}"]`).click();
      await page.keyboard.press('Escape');
      // The next field's list opens once this one has gone: an option is then found in its own list.
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    }
  }
  const addPeriod = page.getByRole('button', { name: 'Ajouter une période' });
  for (const [i, period] of grid.periods.entries()) {
    const n = i + 1;
    await addPeriod.click();
    await page.getByLabel(`Libellé période ${n}`, { exact: true }).fill(period.label);
    await leaveDay(page.getByLabel(`Début période ${n}`, { exact: true }), period.start);
    await leaveDay(page.getByLabel(`Fin période ${n}`, { exact: true }), period.end);
    for (const [type, cents] of Object.entries(period.cells)) {
      await page.getByLabel(`${type} Nuit ${n}`, { exact: true }).click();
      await page.keyboard.type(euros(cents));
    }
  }
  if (grid.occupants) {
    await page.getByRole('tab', { name: 'Prix par occupant' }).click();
    for (const [label, cents] of Object.entries(grid.occupants)) {
      await page.getByLabel(label, { exact: true }).fill(euros(cents));
    }
  }
  await page.keyboard.press('F12');
  await page.waitForURL(/\/price\/grid\/[1-9]\d*\//, { timeout: uiTimeoutMs });
  await page.getByText(`Grille tarifaire — ${grid.label}`).waitFor();
}

/** The availability search for 2 adults and 2 children of 8 and 5 over `nights` from `arrival`. */
async function searchFamily(page: Page, arrival: string, nights: number) {
  await page.goto('/search-availability');
  await typeDay(page, 'Arrivée', arrival);
  await page.getByLabel('Nuits').fill(String(nights));
  await page.getByLabel('Adultes', { exact: true }).fill('2');
  await page.getByLabel('Enfants', { exact: true }).fill('2');
  await page.getByLabel("Âge de l'enfant 1", { exact: true }).fill('8');
  await page.getByLabel("Âge de l'enfant 2", { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Rechercher' }).click();
}

/** « Réserver » on `place` as a reservation, a new customer typed on the sheet, F12; answers the stored total. */
async function bookFor(page: Page, place: string, lastName: string): Promise<number> {
  const book = page.getByRole('button', { name: `Réserver la place ${place}` });
  await page.getByRole('group', { name: 'Créer en' }).getByText('Réservation').click();
  await book.click();
  await page.waitForURL(/\/new-booking\//, { timeout: uiTimeoutMs });
  await page.getByRole('tab', { name: 'Client' }).click();
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await page.getByLabel('Nom du client', { exact: true }).fill(lastName);
  await page.getByLabel('Prénom du client', { exact: true }).fill('Camille');
  await page.getByRole('button', { name: 'Créer le client' }).click();
  await page.locator('.sheet-customer').getByText(lastName, { exact: false }).first().waitFor();
  await page.keyboard.press('F12');
  await new ShellPage(page).seeToast('Modification enregistrée');
  await page.waitForURL(/\/new-booking\/\w+\/[1-9]\d*\//);
  const bookingId = Number(new URL(page.url()).pathname.split('/')[3]);
  return (
    ctx.site.db.$client.prepare('SELECT total_cents AS total FROM bookings WHERE id = ?').get(bookingId) as {
      total: number;
    }
  ).total;
}

describe('a new site set up from empty through the screens', () => {
  beforeAll(async () => {
    const page = ctx.browser.page;
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, adminLogin, '/home');
  }, STEP_MS);

  it(
    'starts empty (no demo): home shows the checklist, the seeded steps done (screenshot setup-start)',
    async () => {
      for (const table of ['places', 'place_types', 'price_grids', 'customers', 'bookings', 'extras', 'taxes']) {
        expect(count(table), table).toBe(0);
      }
      const page = ctx.browser.page;
      const list = await checklist(page);
      await list.getByText('3 étape(s) sur 12 terminée(s)').waitFor();
      await step(list, 'Taux de TVA').getByText('Fait').waitFor();
      await step(list, 'Emplacements').getByText('Aucun emplacement actif').waitFor();
      await screenshot(page, 'setup-start');
    },
    STEP_MS,
  );

  it(
    'establishment and classification, from the checklist',
    async () => {
      const page = ctx.browser.page;
      await openStep(page, 'Établissement et classement');
      await page.waitForURL('**/admin/establishment');
      await page.getByLabel(/Raison sociale$/).fill('SARL Camping des Dunes');
      await page.getByLabel('Code postal', { exact: true }).fill('40480');
      await page.getByLabel('Ville', { exact: true }).fill('Vieux-Boucau-les-Bains');
      await page.keyboard.press('F12');
      await new ShellPage(page).seeToast(/enregistr/i);
      // The step now lacks only the classification, and links to its screen.
      const list = await checklist(page);
      await step(list, 'Établissement et classement').getByText('Classement (étoiles) non renseigné').waitFor();
      await step(list, 'Établissement et classement').getByRole('link').click();
      await page.waitForURL('**/place-ranking-informations');
      await page.getByLabel('Étoiles (1 à 5)').fill('3');
      await page.keyboard.press('F12');
      await new ShellPage(page).seeToast(/enregistr/i);
      await step(await checklist(page), 'Établissement et classement')
        .getByText('Fait')
        .waitFor();
    },
    STEP_MS,
  );

  it(
    'financial year 2027 and the 2027 season, from the checklist',
    async () => {
      const page = ctx.browser.page;
      await openStep(page, 'Exercice comptable');
      await createFromList(page, '/admin/financial-year-list', 'Exercices comptables', 'Exercice 2027', async (d) => {
        await d.field('Libellé').fill('Exercice 2027');
        await leaveDay(d.field('Date de début'), '01/01/2027');
        await leaveDay(d.field('Date de fin'), '31/12/2027');
      });
      await openStep(page, "Périodes d'activité");
      await createFromList(page, '/admin/activity-period-list', "Périodes d'activité", 'Saison 2027', async (d) => {
        await d.field('Libellé').fill('Saison 2027');
        await leaveDay(d.field('Date de début'), '01/04/2027');
        await leaveDay(d.field('Date de fin'), '30/09/2027');
      });
      const list = await checklist(page);
      await step(list, 'Exercice comptable').getByText('Fait').waitFor();
      await step(list, "Périodes d'activité").getByText('Fait').waitFor();
    },
    STEP_MS,
  );

  it(
    'the seeded VAT rates and age categories are there to use',
    async () => {
      const page = ctx.browser.page;
      const tva = await new EntityListPage(page, '/tva-list', 'Taux de TVA').goto();
      await tva.row('Taux intermédiaire 10 %').waitFor();
      const ages = await new EntityListPage(page, '/age-category-list', "Catégories d'âge").goto();
      await ages.row('Adulte').waitFor();
      await ages.row('Enfant').waitFor();
    },
    STEP_MS,
  );

  it(
    'two place types with their VAT, then their places (screenshot setup-midway)',
    async () => {
      const page = ctx.browser.page;
      await createPlaceType(page, 'Emplacement', 'EMP', 'Emplacement', 'Emplacement nu');
      await createPlaceType(page, 'Mobil-home', 'MH', 'Mobil-home', 'Locatif');
      let list = await checklist(page);
      await step(list, 'Emplacements').getByText('Aucun emplacement actif').waitFor();
      await createPlaces(page, 'Emplacement', 'E', 1, 3);
      await createPlaces(page, 'Mobil-home', 'M', 1, 2);
      list = await checklist(page);
      await step(list, 'Emplacements').getByText('Fait').waitFor();
      // Still no grid: the site cannot take a booking, and the grid step names both types.
      await step(list, 'Grilles tarifaires').getByText('Aucune grille tarifaire active').waitFor();
      await list.getByText('8 étape(s) sur 12 terminée(s)').waitFor();
      await screenshot(page, 'setup-midway');
    },
    STEP_MS,
  );

  it(
    'an extra and the tourist tax (adults 0,60 € a night, minors exempt by their age category)',
    async () => {
      const page = ctx.browser.page;
      await createFromList(page, '/extra-list', 'Extras', 'Électricité 10 A', async (d) => {
        await d.field('Libellé').fill('Électricité 10 A');
        await d.field('Prix TTC').fill('4,50');
      });
      await createFromList(page, '/tax-list', 'Taxes de séjour', 'Taxe de séjour', async (d) => {
        await d.field('Libellé').fill('Taxe de séjour');
        await pick(page, d.field('Type de taxe'), 'Taxe de séjour');
        await d.field('Nombre de nuits taxées au plus').fill('90');
        await page.getByRole('button', { name: 'Ajouter une période' }).click();
        await leaveDay(page.getByRole('textbox', { name: 'Du' }).first(), '01/01/2027');
        await leaveDay(page.getByRole('textbox', { name: 'Au' }).first(), '31/12/2027');
        await page.getByRole('textbox', { name: 'Prix' }).first().fill(euros(TAX_PER_ADULT_NIGHT));
      });
      const list = await checklist(page);
      await step(list, 'Extras').getByText('Fait').waitFor();
      await step(list, 'Taxe de séjour').getByText('Fait').waitFor();
    },
    STEP_MS,
  );

  it(
    'three grids: pitches, mobile homes in spring and September, mobile homes Saturday to Saturday in July–August; the checklist goes',
    async () => {
      const page = ctx.browser.page;
      await createGrid(page, {
        label: 'Emplacements 2027',
        includedPersons: 0,
        periods: [{ label: 'Saison', start: '01/04/2027', end: '30/09/2027', cells: { Emplacement: PITCH_NIGHT } }],
        occupants: { 'Adulte période 1': ADULT_NIGHT, 'Enfant période 1': CHILD_NIGHT },
      });
      await createGrid(page, {
        label: 'Mobil-homes printemps et septembre 2027',
        includedPersons: 6,
        periods: [
          { label: 'Printemps', start: '01/04/2027', end: '30/06/2027', cells: { 'Mobil-home': MH_SPRING_NIGHT } },
          { label: 'Septembre', start: '01/09/2027', end: '30/09/2027', cells: { 'Mobil-home': MH_SPRING_NIGHT } },
        ],
      });
      await createGrid(page, {
        label: 'Mobil-homes été 2027',
        includedPersons: 6,
        weekdays: 'Samedi',
        periods: [{ label: 'Été', start: '01/07/2027', end: '31/08/2027', cells: { 'Mobil-home': MH_SUMMER_NIGHT } }],
      });
      expect(count('price_grids')).toBe(3);
      // The site can take a booking now: home shows the dashboard of the day alone.
      await checklist(page);
      await page.getByText(/^Aujourd'hui, /).waitFor();
      expect(await page.getByRole('region', { name: 'Mise en route du site' }).count()).toBe(0);
    },
    STEP_MS,
  );

  it(
    "books a family's pitch for 5 nights in May: 5 × (18 + 2 × 6 + 2 × 3) + 5 × 2 × 0,60 = 186,00 €",
    async () => {
      const page = ctx.browser.page;
      // The place's night, each adult's and each child's (the 8- and 5-year-olds are « Enfant », 2 to
      // 12), then the tourist tax of the two adults only (minors are exempt).
      const expected = 5 * (PITCH_NIGHT + 2 * ADULT_NIGHT + 2 * CHILD_NIGHT) + 5 * 2 * TAX_PER_ADULT_NIGHT;
      expect(expected).toBe(18_600);
      await searchFamily(page, '10/05/2027', 5);
      const book = page.getByRole('button', { name: 'Réserver la place E1' });
      await book.waitFor();
      await page.getByRole('row').filter({ has: book }).getByText(euros(expected)).waitFor();
      expect(await bookFor(page, 'E1', 'Martin')).toBe(expected);
      await page.getByRole('tab', { name: 'Prix' }).click();
      await page
        .locator('.sheet-total')
        .filter({ hasText: euros(expected) })
        .waitFor();
      await screenshot(page, 'setup-booking-pitch');
    },
    STEP_MS,
  );

  it(
    'books a mobile home Saturday 3 to Saturday 10 July on the summer grid: 7 × 100 + 7 × 2 × 0,60 = 708,40 €',
    async () => {
      const page = ctx.browser.page;
      // Seven summer nights at the summer grid's 100 € (six persons included), then the two adults' tax.
      const expected = 7 * MH_SUMMER_NIGHT + 7 * 2 * TAX_PER_ADULT_NIGHT;
      expect(expected).toBe(70_840);
      await searchFamily(page, '03/07/2027', 7);
      const book = page.getByRole('button', { name: 'Réserver la place M1' });
      await book.waitFor();
      await page.getByRole('row').filter({ has: book }).getByText(euros(expected)).waitFor();
      expect(await bookFor(page, 'M1', 'Lefebvre')).toBe(expected);
      await page.getByRole('tab', { name: 'Prix' }).click();
      await page
        .locator('.sheet-total')
        .filter({ hasText: euros(expected) })
        .waitFor();
      await screenshot(page, 'setup-booking');
    },
    STEP_MS,
  );
});

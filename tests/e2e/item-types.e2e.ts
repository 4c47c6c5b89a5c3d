// Animal and vehicle types in a real browser: the administrator maps a type to the extra that
// prices it on a stay, from the type's own form, and the mapping is stored.
import { describe, expect, it } from 'vitest';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

async function signedIn() {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, adminLogin, '/home');
  await page.waitForURL('**/home');
  return page;
}

describe.each([
  {
    screen: '/animal-type/0',
    title: "Types d'animaux",
    label: 'Cheval',
    base: 'reference/animal-type',
    extra: 'Animal',
  },
  {
    screen: '/vehicle-type/0',
    title: 'Types de véhicule',
    label: 'Remorque',
    base: 'reference/vehicle-type',
    extra: 'Véhicule supplémentaire',
  },
])('$title', ({ screen, title, label, base, extra }) => {
  it('A type is mapped to the extra that charges it, chosen on its form', async () => {
    const page = await signedIn();
    const [tva] = await page.evaluate(async () => (await fetch('/rest/reference/tva')).json());
    const saved = await apiPost<{ id: number }>(page, 'extra/extra/edit', {
      id: 0,
      label: extra,
      tvaId: tva.id,
      priceCents: 350,
      pricingMode: 'night',
    });
    await page.goto(screen);
    const detail = await new EntityDetailPage(page, title).isShown('nouveau');
    await detail.field('Libellé').fill(label);
    await detail.field('Facturé par le supplément').click();
    // antd draws its options twice: a hidden accessible list and the visible virtual list.
    await page.locator('.ant-select-item-option', { hasText: extra }).click();
    await screenshot(page, `${base.split('/')[1]}-extra`);
    await detail.validateButton.click();
    await new ShellPage(page).toast('Modification enregistrée').waitFor();
    const stored = await page.evaluate(async (path) => (await fetch(path)).json(), `/rest/${base}`);
    // Beside the seeded types, linked to no extra.
    expect(stored.map((t: { label: string; extraId: number }) => [t.label, t.extraId])).toContainEqual([
      label,
      saved.json.id,
    ]);
  });
});

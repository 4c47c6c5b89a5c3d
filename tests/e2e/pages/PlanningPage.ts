// The planning screen (ui/screens/booking/planning): the grid section, its stays' bars (buttons
// named by customer, place and dates) and the place labels (titled by number), and pointer drags
// at a place's row and a day's column.
import type { Locator, Page } from 'playwright-core';

export class PlanningPage {
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('region', { name: 'Grille du planning' });
  }

  async goto(search = ''): Promise<this> {
    await this.page.goto(`/planning${search}`);
    await this.grid.waitFor();
    return this;
  }

  bar(name: string | RegExp): Locator {
    return this.grid.getByRole('button', { name });
  }

  bars(): Locator {
    return this.grid.getByRole('button');
  }

  placeLabel(number: string): Locator {
    return this.page.getByTitle(new RegExp(`^${number} [·—]`));
  }

  /** The centre of the cell of place `number` on `day`. */
  async cell(number: string, day: string): Promise<{ x: number; y: number }> {
    const grid = await this.grid.boundingBox();
    const label = await this.placeLabel(number).boundingBox();
    const start = await this.grid.getAttribute('data-start');
    const dayWidth = Number(await this.grid.getAttribute('data-day-width'));
    if (!grid || !label || !start) throw new Error(`no cell for ${number} on ${day}`);
    const index = Math.round((Date.parse(day) - Date.parse(start)) / 86_400_000);
    return { x: grid.x + (index + 0.5) * dayWidth, y: label.y + label.height / 2 };
  }

  async drag(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x, to.y, { steps: 8 });
    await this.page.mouse.up();
  }
}

// Typing into antd inputs as a user does: a day committed with Enter (a search) or left with Tab
// (a form whose Enter would also submit), an option of a select picked from its open list.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A day typed in a date picker, committed with Enter as the user does. */
export async function typeDay(page: Page, label: string, day: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(day);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(day);
}

/**
 * A day typed in a date picker of a form whose Enter submits (a detail saved, a wizard's next
 * step), left with Tab: Enter would also submit the form whenever the picker's list happens to be
 * closed already, racing the picker. Returns once the day shows and the list has gone.
 */
export async function leaveDay(input: Locator, day: string) {
  await input.fill(day);
  await input.press('Tab');
  await expect.poll(() => input.inputValue()).toBe(day);
  await expect.poll(() => input.page().locator('.ant-picker-dropdown:visible').count()).toBe(0);
}

/** Picks the option of an antd select by its label (the open dropdown's option title). */
export async function choose(page: Page, selectLabel: string, option: string) {
  await page.getByLabel(selectLabel, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  // The next select opens its own list once this one has gone.
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** On the sheet's customer tab: the customer searched by the first letters typed, picked from the list. */
export async function pickCustomer(page: Page, typed: string, name: string) {
  await page.getByLabel('Rechercher un client').click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).click();
  await page.locator('.sheet-customer').getByText(name).waitFor();
}

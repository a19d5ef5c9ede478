import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the option titled `option` (its label) of the antd Select `combobox`; `search` is typed
 * first (long lists are virtual, some search on the server). On a loaded machine a click that lands
 * while the dropdown is still opening can be lost (the dropdown stays open on the old value), so it
 * tries again until the dropdown has closed on a click of the option.
 */
export async function pickOption(combobox: Locator, option: string | RegExp, search?: string): Promise<void> {
  const dropdown = combobox.page().locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await dropdown.count()) === 0) {
      await combobox.click();
      if (search !== undefined) await combobox.fill(search);
    }
    await dropdown.getByTitle(option, { exact: true }).click({ timeout: 2_000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Types a date-time into the antd DatePicker labelled `label`. */
export async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await input.press('Escape');
  await expect(input).toHaveValue(value);
}

import type { Locator, Page } from '@playwright/test';

/** A file's contents, or a file on disk: the browser reads a large one from disk itself instead of through the test. */
export type Contents = string | Buffer | { path: string };

/** Opens "Import CSV" and chooses a file with these contents. */
export async function chooseFile(page: Page, contents: Contents, name = 'people.csv'): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import candidates' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      typeof contents === 'object' && 'path' in contents
        ? contents.path
        : { name, mimeType: 'text/csv', buffer: Buffer.from(contents) },
    );
  return dialog;
}

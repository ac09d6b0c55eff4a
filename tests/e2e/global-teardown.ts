/** Removes the throwaway database folder that playwright.config.ts made for the test server. */
import fs from 'fs';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('hcf-e2e-')) fs.rmSync(dir, {recursive: true, force: true});
}

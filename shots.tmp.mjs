import {chromium} from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3150';
const pages = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
for (const [w, h] of [[1280, 900], [375, 800]]) {
  const page = await browser.newPage({viewport: {width: w, height: h}});
  for (const p of pages) {
    await page.goto(base + p, {waitUntil: 'networkidle'});
    const name = `/tmp/shot-${p.replace(/\W+/g, '_') || 'home'}-${w}.png`;
    await page.screenshot({path: name, fullPage: process.env.FULL === '1'});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(name, overflow ? 'OVERFLOW' : '');
  }
}
await browser.close();

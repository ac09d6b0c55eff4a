import {chromium} from 'playwright-core';
import {serveStatic} from '/work/wt/speed/scripts/audit/staticServer.mjs';
import {phone} from '/work/wt/speed/scripts/audit/measure.mjs';
const site = await serveStatic('/work/wt/speed/build', 3115);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
for (const wait of [0, 4000]) for (const path of ['/resources/guides/bridging-finance-explained', '/contact']) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => { window.__ev=[]; new PerformanceObserver(l=>{for(const e of l.getEntries()) window.__ev.push({n:e.name,d:e.duration,delay:e.processingStart-e.startTime,proc:e.processingEnd-e.processingStart})}).observe({type:'event',buffered:true,durationThreshold:16});
    new PerformanceObserver(l=>{for(const e of l.getEntries()) window.__ev.push({n:'longtask',start:Math.round(e.startTime),d:e.duration})}).observe({type:'longtask',buffered:true});});
  await page.goto(site.base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const t = await page.evaluate(() => performance.now());
  await page.waitForTimeout(wait);
  const box = await page.locator('button[aria-controls="mobile-menu"]').boundingBox();
  await page.touchscreen.tap(box.x + box.width/2, box.y + box.height/2);
  await page.waitForTimeout(1500);
  console.log(path, 'wait', wait, 'hydratedAt', Math.round(t), JSON.stringify(await page.evaluate(() => window.__ev.filter(e=>e.n!=='longtask' || e.start > 0).slice(-12))));
  await context.close();
}
await browser.close(); await site.close();

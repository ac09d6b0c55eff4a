import {chromium} from '/work/main/node_modules/playwright/index.mjs';
import {serveStatic} from '/work/main/scripts/audit/staticServer.mjs';
import {measureLoad, median} from '/work/main/scripts/audit/measure.mjs';
const [dirA, dirB, runs, ...paths] = process.argv.slice(2);
const a = await serveStatic(dirA, 3911), b = await serveStatic(dirB, 3912);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync']});
for (const p of paths) {
  const res = {A: [], B: []};
  for (let i = 0; i < Number(runs); i++) {
    for (const [k, port] of (i % 2 ? [['B',3912],['A',3911]] : [['A',3911],['B',3912]])) {
      res[k].push(await measureLoad(browser, `http://127.0.0.1:${port}${p}`, 'a'));
    }
  }
  const f = (k, m) => median(res[k].map(r => r[m]))?.toFixed(0);
  console.log(p, `hydrated A ${f('A','hydrated')} B ${f('B','hydrated')} | lcp A ${f('A','lcp')} B ${f('B','lcp')} | kb A ${f('A','scriptKb')} B ${f('B','scriptKb')}`);
}
await browser.close(); process.exit(0);

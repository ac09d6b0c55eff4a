import {expect, test, type Page, gotoHydrated} from './fixtures';
import {business} from '../../src/business';
import {primaryNav, resourcesMenu} from '../../src/site-map';

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});
const resourcesButton = (page: Page) => mainNav(page).getByRole('button', {name: 'Resources'});
const resourcesMenuEl = (page: Page) => page.getByRole('menu', {name: 'Resources'});

test('Resources shows as active on every /resources path and only there', async ({page}) => {
  // Five page loads: room for a loaded machine.
  test.slow();
  for (const path of ['/resources', '/resources/guides', '/resources/glossary', '/resources/tools']) {
    await gotoHydrated(page, path);
    await expect(resourcesButton(page)).toHaveClass(/active/);
  }
  await gotoHydrated(page, '/services');
  await expect(resourcesButton(page)).not.toHaveClass(/active/);
  await expect(mainNav(page).getByRole('link', {name: 'Services', exact: true})).toHaveClass(/active/);
});

// The hover-open timer set when the pointer arrived fired after a quick second click had closed the menu, reopening it.
test('a quick click to open and another to close leave the Resources menu closed', async ({page}) => {
  await gotoHydrated(page, '/about');
  const button = resourcesButton(page);
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Past the hover delay (100 ms): nothing pending may open it again.
  await page.waitForTimeout(400);
  await expect(resourcesMenuEl(page)).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

// A mouse that pauses on the button opens the menu by hover; the click that follows meant "open" too and must not
// close it under the pointer (under load the hover also beat the quick-click test's first click).
test('a click just after the hover opened the Resources menu keeps it open; the next click closes it', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  const button = resourcesButton(page);
  await button.hover();
  await expect(resourcesMenuEl(page)).toBeVisible();
  await button.click();
  await page.waitForTimeout(200);
  await expect(resourcesMenuEl(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(500);
  await button.click();
  await expect(resourcesMenuEl(page)).toBeHidden();
});

test.describe('on /about', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, '/about');
  });

  test('the Resources button has menu-button ARIA and lists the seven entries, 14rem wide; a click outside closes the menu; choosing an entry goes to its page; the navigation bar is sticky, 4rem high, and shows brand, links, phone and Get Quote', async ({
    page,
  }) => {
    // Five checks that used to load /about each: room for a loaded machine.
    test.slow();
    await test.step('the Resources button has menu-button ARIA', async () => {
      const button = resourcesButton(page);
      await expect(button).toHaveAttribute('aria-haspopup', 'true');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menuId = await button.getAttribute('aria-controls');
      await expect(page.locator(`[id="${menuId}"]`)).toHaveAttribute('role', 'menu');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(resourcesMenuEl(page)).toBeHidden();
    });
    await test.step('the Resources menu lists the seven entries in order with their targets, 14rem wide', async () => {
      await resourcesButton(page).click();
      const items = resourcesMenuEl(page).getByRole('menuitem');
      await expect(items).toHaveCount(7);
      for (const [i, entry] of resourcesMenu.entries()) {
        await expect(items.nth(i)).toHaveText(entry.label);
        await expect(items.nth(i)).toHaveAttribute('href', entry.to);
      }
      await expect(resourcesMenuEl(page)).toHaveCSS('width', '224px');
      await expect(resourcesMenuEl(page)).toHaveCSS('min-width', '128px');
    });
    await test.step('a click outside closes the Resources menu', async () => {
      // Still open from the step before.
      await expect(resourcesMenuEl(page)).toBeVisible();
      await page.locator('main h1').click();
      await expect(resourcesMenuEl(page)).toBeHidden();
    });
    await test.step('the navigation bar is sticky, 4rem high, and shows brand, links, phone and Get Quote', async () => {
      const header = page.locator('header').first();
      await expect(header).toHaveCSS('position', 'sticky');
      await expect(header).toHaveCSS('height', '64px');
      await expect(page.getByRole('link', {name: `${business.brandName} (home)`})).toHaveAttribute('href', '/');
      for (const item of primaryNav.filter((i) => !i.menu)) {
        await expect(mainNav(page).getByRole('link', {name: item.label, exact: true})).toHaveAttribute('href', item.to);
      }
      await expect(resourcesButton(page)).toBeVisible();
      await expect(header.getByRole('link', {name: `Call ${business.phone.display}`})).toHaveAttribute(
        'href',
        business.phone.href,
      );
      await expect(header.getByRole('link', {name: 'Get Quote', exact: true})).toHaveAttribute('href', '/contact');
      await page.mouse.wheel(0, 2000);
      await page.waitForFunction(() => window.scrollY > 500);
      await expect(header).toBeInViewport();
    });
    await test.step('choosing an entry goes to its page and closes the menu', async () => {
      await resourcesButton(page).click();
      await resourcesMenuEl(page).getByRole('menuitem', {name: 'Glossary'}).click();
      await expect(page).toHaveURL(/\/resources\/glossary$/);
      await expect(resourcesMenuEl(page)).toBeHidden();
    });
  });

  test('the keyboard opens the Resources menu, moves through it and closes it', async ({page}) => {
    // Seven checks that used to load /about each: room for a loaded machine.
    test.slow();
    await test.step('Escape closes the Resources menu and returns focus to its button', async () => {
      await resourcesButton(page).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect(resourcesMenuEl(page)).toBeHidden();
      await expect(resourcesButton(page)).toBeFocused();
      await expect(resourcesButton(page)).toHaveAttribute('aria-expanded', 'false');
    });
    for (const key of ['Enter', ' ', 'ArrowDown']) {
      await test.step(`"${key === ' ' ? 'Space' : key}" opens the Resources menu on its first entry`, async () => {
        await resourcesButton(page).focus();
        await page.keyboard.press(key);
        await expect(resourcesMenuEl(page)).toBeVisible();
        await expect(resourcesMenuEl(page).getByRole('menuitem', {name: 'Resources Hub'})).toBeFocused();
        // Closed again for the next step (Escape's own step comes first).
        await page.keyboard.press('Escape');
        await expect(resourcesMenuEl(page)).toBeHidden();
      });
    }
    await test.step('ArrowDown, ArrowUp, Home and End move between entries, wrapping around', async () => {
      await resourcesButton(page).focus();
      await page.keyboard.press('ArrowDown');
      const item = (name: string) => resourcesMenuEl(page).getByRole('menuitem', {name, exact: true});
      await page.keyboard.press('ArrowDown');
      await expect(item('Guides')).toBeFocused();
      await page.keyboard.press('End');
      await expect(item('Market Insights')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(item('Resources Hub')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(item('Market Insights')).toBeFocused();
      await page.keyboard.press('Home');
      await expect(item('Resources Hub')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(item('Market Insights')).toBeFocused();
      // Closed again for the next step (Escape's own step comes first).
      await page.keyboard.press('Escape');
      await expect(resourcesMenuEl(page)).toBeHidden();
    });
    await test.step('ArrowUp on the button opens the menu on its last entry', async () => {
      await resourcesButton(page).focus();
      await page.keyboard.press('ArrowUp');
      await expect(resourcesMenuEl(page).getByRole('menuitem', {name: 'Market Insights'})).toBeFocused();
      // Closed again for the next step (Escape's own step comes first).
      await page.keyboard.press('Escape');
      await expect(resourcesMenuEl(page)).toBeHidden();
    });
    await test.step('Tab leaves the Resources menu closed', async () => {
      await resourcesButton(page).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(resourcesMenuEl(page)).toBeHidden();
    });
    await test.step('Shift+Tab closes it onto its button, not the link before it', async () => {
      // A keyboard trial: Shift+Tab from the menu passed the Resources button and landed on "Services".
      await resourcesButton(page).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Shift+Tab');
      await expect(resourcesMenuEl(page)).toBeHidden();
      await expect(resourcesButton(page)).toBeFocused();
    });
  });

  test('hovering opens the menu after 100 ms and it stays open for 300 ms after the pointer leaves', async ({page}) => {
    // The page records when the pointer entered and left and when the menu showed and hid. Timers never fire
    // early, so the gaps hold however busy the machine is (a busy one only makes them longer).
    await page.evaluate(() => {
      const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
      const root = menu.parentElement!;
      const times: Record<string, number> = {};
      (window as unknown as {hoverTimes: Record<string, number>}).hoverTimes = times;
      // React's onPointerEnter/Leave run on pointerover/pointerout; the page records those same events, caught on
      // the way down (capture), so its times are never later than the moments React starts its timers.
      const crossing = (event: PointerEvent) => !root.contains(event.relatedTarget as Node | null);
      const watch = (type: string, key: string) =>
        window.addEventListener(
          type,
          (event) => {
            if (root.contains(event.target as Node) && crossing(event as PointerEvent))
              times[key] ??= performance.now();
          },
          true,
        );
      watch('pointerover', 'entered');
      watch('pointerout', 'left');
      // The menu is a popover: it fires "toggle" when it shows and hides.
      menu.addEventListener('toggle', (event) => {
        if ((event as ToggleEvent).newState === 'closed') times.hidden ??= performance.now();
        else times.shown ??= performance.now();
      });
    });
    const box = (await resourcesButton(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(resourcesMenuEl(page)).toBeVisible();
    await page.mouse.move(box.x + box.width / 2, box.y + 600);
    await expect(resourcesMenuEl(page)).toBeHidden();
    const times = await page.evaluate(() => (window as unknown as {hoverTimes: Record<string, number>}).hoverTimes);
    expect(times.shown! - times.entered!).toBeGreaterThanOrEqual(95);
    expect(times.hidden! - times.left!).toBeGreaterThanOrEqual(295);
  });
});

test('nothing overflows a 1280, 1024 or 997 px wide window, and the bar keeps its margins', async ({page}) => {
  // Each page loads once at 1280 px and is then narrowed: the layout follows the window without a reload.
  test.slow();
  for (const path of [
    '/',
    '/tools/commercial-property-loan-calculator',
    '/resources/guides/bridging-finance-explained',
  ]) {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, path);
    for (const width of [1280, 1024, 997]) {
      await page.setViewportSize({width, height: 800});
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      const quote = page.locator('header').getByRole('link', {name: 'Get Quote', exact: true});
      await expect(quote, `${path} at ${width} px`).toBeInViewport();
      // At the bar's right end, as far from the window's edge as the brand is from its left.
      const [brand, box] = await Promise.all([
        page
          .locator('header')
          .getByRole('link', {name: `${business.brandName} (home)`})
          .boundingBox(),
        quote.boundingBox(),
      ]);
      expect(width - (box!.x + box!.width), `${path} at ${width} px`).toBeGreaterThanOrEqual(brand!.x - 0.5);
    }
  }
});

test('with the browser’s text alone zoomed to 200 %, a 1280 px window gets the phone header: nothing off the side, every link in the menu', async ({
  page,
}) => {
  // Text-only zoom (WCAG 1.4.4) is the browser's default font size, which em-based breakpoints follow.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', {fontSizes: {standard: 32, fixed: 26}});
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, '/about');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const header = page.locator('header');
  await expect(header.getByRole('link', {name: 'Get Quote', exact: true})).toBeInViewport({ratio: 1});
  await header.getByRole('button', {name: /menu/i}).click();
  for (const item of primaryNav)
    await expect(page.getByRole('link', {name: item.label, exact: true}).last()).toBeVisible();
});

test('the top bar’s button reads the owner’s “Get Quote” on phones from 360 px; “Quote” only where that would not fit', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 740});
  await gotoHydrated(page, '/');
  const header = page.locator('header');
  for (const [width, label] of [
    [320, 'Quote'],
    [360, 'Get Quote'],
    [375, 'Get Quote'],
    [412, 'Get Quote'],
    [414, 'Get Quote'],
  ] as const) {
    await page.setViewportSize({width, height: 740});
    const quote = header.getByRole('link', {name: label, exact: true});
    await expect(quote, `${width} px`).toBeInViewport({ratio: 1});
    // The page does not scroll sideways, and the menu button keeps the margin the brand keeps on the left.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
    const [brand, menuButton] = await Promise.all([
      header.getByRole('link', {name: `${business.brandName} (home)`}).boundingBox(),
      header.getByRole('button', {name: 'Menu'}).boundingBox(),
    ]);
    expect(width - (menuButton!.x + menuButton!.width), `${width} px`).toBeGreaterThanOrEqual(brand!.x - 0.5);
    // Clear of the phone link and the menu button beside it.
    const [box, call, menu] = await Promise.all([
      quote.boundingBox(),
      header.getByRole('link', {name: /^Call /}).boundingBox(),
      header.getByRole('button', {name: 'Menu'}).boundingBox(),
    ]);
    expect(box!.x, `${width} px`).toBeGreaterThanOrEqual(call!.x + call!.width);
    expect(box!.x + box!.width, `${width} px`).toBeLessThanOrEqual(menu!.x);
  }
});

import { expect, test } from '../fixtures';
import { customersPage, hydrated } from '../support/dashboard';
import { DEMO_RESELLER } from '../support/env';
import { uniqueCustomer } from '../support/reseller-client';

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the focus ring on a primary button stands out from the button and the page', async ({ page }) => {
      await page.goto('/customers');
      const button = await hydrated(customersPage(page).newCustomer);
      await button.focus();
      // Keyboard focus: the ring shows for focus-visible only.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      // The ring's colour fades in (the button's colour transition covers outline-color): read it once
      // the transition has ended, not in its first frame, when it is still the page's colour.
      await button.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const colours = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          ring: style.outlineColor,
          width: style.outlineWidth,
          fill: style.backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(colours.width).toBe('2px');
      // Against the page (what the ring covers, 2 px clear of the button): WCAG's 3:1 for focus indicators.
      expect(contrast(colours.ring, colours.page)).toBeGreaterThanOrEqual(3);
      // And plainly not the button's own colour, where it would read as the button's border.
      expect(contrast(colours.ring, colours.fill)).toBeGreaterThanOrEqual(2);
    });
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, label, bar } of [
    { path: '/tokens', label: 'Select every token on this page', bar: 'Selected tokens' },
    { path: '/handbooks/outdated', label: 'Select every handbook on this page', bar: /^Selected handbooks/ },
  ]) {
    test(`${path}: select all on a phone, and the bulk bar stays in view while scrolling`, async ({
      page,
    }) => {
      await page.goto(path);
      const all = await hydrated(page.getByRole('checkbox', { name: label }));
      await all.check();
      const region = page.getByRole('region', { name: bar });
      await expect(region).toContainText(/\d+ selected/);
      await page.mouse.wheel(0, 4000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const box = await region.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      await all.uncheck();
      await expect(region).toHaveCount(0);
    });
  }

  test('the header is one compact row, with the name and sign-out in its account menu', async ({ page }) => {
    await page.goto('/customers');
    const header = page.getByRole('banner');
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(60);
    const account = header.locator('summary');
    await expect(account).toContainText(`Account: Alex Morgan · Admin, ${DEMO_RESELLER}`);
    await (await hydrated(account)).click();
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header).toContainText(DEMO_RESELLER);
  });

  test('a menu button holds every section, says whether it is open, and closes on Escape or a choice', async ({
    page,
  }) => {
    await page.goto('/customers');
    // Found by its text, not its role: while the menu is open, the page behind it (the button too) is hidden
    // from assistive technology.
    const menu = await hydrated(page.locator('header button', { hasText: /^Menu$/ }));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Customers',
      'Tokens',
      'Usage',
      'Activity',
      'Settings',
    ]);
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    // Focus stays in the menu while it is open.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('emails wrap at the @ or a dot, never inside a word', async ({ page }) => {
    await page.goto('/customers');
    const cells = customersPage(page).rows.getByRole('cell').filter({ hasText: '@' });
    await expect(cells.first()).toBeVisible();
    const found = await cells.evaluateAll((tds) => {
      let wrapped = 0;
      let cutWords = 0;
      for (const td of tds) {
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        const lines = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          // A text node over two lines is a word cut in two: breaks belong between the parts.
          if (rects.length > 1) cutWords++;
          for (const rect of rects) lines.add(Math.round(rect.top));
        }
        if (lines.size >= 2) wrapped++;
      }
      return { wrapped, cutWords };
    });
    expect(found.cutWords).toBe(0);
    expect(found.wrapped, 'no email was long enough to wrap: the check proves nothing').toBeGreaterThan(0);
  });

  test('an email part wider than its card breaks inside, within the card', async ({ page, reseller }) => {
    const { name, email } = uniqueCustomer('phone email');
    await reseller.createCustomer({
      name,
      email: `averylongmailboxnamewithoutanybreaks.${email}`,
    });
    await page.goto(`/customers?q=${encodeURIComponent(name)}`);
    const row = customersPage(page).rows.filter({ hasText: name });
    const cell = row.getByRole('cell').filter({ hasText: '@' });
    await expect(cell).toBeVisible();
    const [rowBox, textBox] = [await row.boundingBox(), await cell.locator('span').last().boundingBox()];
    expect(textBox!.x + textBox!.width, 'the email runs past its card').toBeLessThanOrEqual(
      rowBox!.x + rowBox!.width,
    );
  });

  test('a toolbar’s stacked filters start at one edge', async ({ page }) => {
    for (const [path, labels] of [
      ['/customers', ['Status', 'Access', 'Order']],
      ['/tokens', ['Renewed', 'Expiring']],
    ] as const) {
      await page.goto(path);
      const lefts: number[] = [];
      for (const label of labels)
        lefts.push((await page.getByLabel(label, { exact: true }).boundingBox())!.x);
      // Each select started where its label ended: 64, 69 and 60 px on the customers page.
      expect(new Set(lefts).size, `${path}: ${lefts.join(', ')}`).toBe(1);
    }
  });

  test('a renewal’s links stay inside their card', async ({ page, reseller }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('phone renewal'));
    const old = await reseller.issueToken(customer.userId);
    await reseller.renewToken(old.issuedToken.tokenId);
    await page.goto(`/tokens?status=all&q=${encodeURIComponent(customer.name)}`);
    const rows = page.getByRole('region', { name: 'Issued tokens' }).getByRole('row');
    for (const name of [/^Renewed: the new token is/, /^Renewal of token/]) {
      const card = rows.filter({ has: page.getByRole('link', { name }) });
      const link = card.getByRole('link', { name });
      await expect(link).toBeVisible();
      const [cardBox, linkBox] = [await card.boundingBox(), await link.boundingBox()];
      expect(linkBox!.x + linkBox!.width, `${name} ends past its card`).toBeLessThanOrEqual(
        cardBox!.x + cardBox!.width,
      );
    }
  });

  test('a card’s checkbox never touches its title, however long', async ({ page }) => {
    for (const [path, region] of [
      ['/handbooks/outdated', 'Outdated handbooks'],
      ['/tokens', 'Issued tokens'],
    ] as const) {
      await page.goto(path);
      const cards = page
        .getByRole('region', { name: region })
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox') });
      await expect(cards.first()).toBeVisible();
      const gaps = await cards.evaluateAll((rows) =>
        rows.map((row) => {
          const box = row.querySelector('input[type="checkbox"]')!.getBoundingClientRect();
          const title = row.querySelector('a')!.getBoundingClientRect();
          return box.left - title.right;
        }),
      );
      expect(gaps.length, path).toBeGreaterThan(1);
      expect(Math.min(...gaps), `${path}: a title runs under its checkbox`).toBeGreaterThanOrEqual(4);
    }
  });

  test('token cards keep the token id in view', async ({ page }) => {
    await page.goto('/tokens');
    const card = page.getByRole('region', { name: 'Issued tokens' }).getByRole('row').nth(1);
    await expect(card.locator('code').first()).toBeVisible();
    await expect(card.locator('code').first()).toHaveText(/^tok_/);
  });
});

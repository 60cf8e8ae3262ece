import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';

/*
 * The route smoke suite: every route of both specifications, opened the way an agent gets
 * there (a navigation link, a tab, a search result, a booking row, a button of the page
 * before), as each role that may see it. On every screen it waits for the screen's own content,
 * then fails on a spinner still turning 10 s later, an error dialog, an error in the console or
 * an uncaught one, and a page wider than a 390 px phone.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
const SPINNER_LIMIT_MS = 10_000;

interface Watch {
  problems: string[];
  /** Console errors of failed loads the step expects (an invalid signup link answers 404). */
  allow: RegExp | null;
}

/** Collects console errors and uncaught errors of the whole test. */
function watch(page: Page): Watch {
  const w: Watch = { problems: [], allow: null };
  page.on('pageerror', (error) => w.problems.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url ?? '';
    if (w.allow && (w.allow.test(where) || w.allow.test(message.text()))) return;
    w.problems.push(`console: ${message.text()} (${where})`);
  });
  return w;
}

/**
 * What of the main area is cut off at the current width: a table or a strip (a list or a
 * navigation that scrolls or clips sideways, or a box that does so around a table) wider than
 * its box, so part of it is out of sight. A carousel or a map clips what it pans on purpose.
 */
function cutOffSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      // Visually hidden text (1 px boxes) and closed parts are not on screen anyway.
      if (el.clientWidth <= 2 || el.closest('[hidden], .visually-hidden')) continue;
      if (!el.matches('table, ol, ul, nav') && !el.querySelector('table')) continue;
      const sideways = getComputedStyle(el).overflowX;
      const clips = ['auto', 'scroll', 'hidden', 'clip'].includes(sideways);
      if (clips && el.scrollWidth > el.clientWidth + 1) {
        const what = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
        cut.push(`${what} (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }
    return cut;
  });
}

/**
 * The checks of one screen: its content, no spinner after 10 s, no error dialog, nothing in
 * the console, its tab title when given, and at 390 px neither a horizontal scroll of the page
 * nor a table or strip cut off inside it (the page is looked at on a phone, then put back at
 * its width).
 */
async function screenIsSound(page: Page, w: Watch, name: string, content: Locator, title?: RegExp) {
  await test.step(name, async () => {
    await expect(content, `${name}: its content`).toBeVisible({ timeout: SPINNER_LIMIT_MS });
    await expect(page.locator('.spinner'), `${name}: a spinner left after 10 s`).toHaveCount(0, {
      timeout: SPINNER_LIMIT_MS,
    });
    await expect(page.getByRole('alertdialog'), `${name}: an error dialog`).toHaveCount(0);
    if (title) await expect(page, `${name}: its tab title`).toHaveTitle(title);
    const before = page.viewportSize() ?? DESK;
    await page.setViewportSize(PHONE);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow, `${name}: scrolls sideways at 390 px by ${overflow} px`).toBeLessThanOrEqual(
      0,
    );
    expect(await cutOffSideways(page), `${name}: cut off at 390 px`).toEqual([]);
    await page.setViewportSize(before);
    expect(w.problems, `${name}: errors`).toEqual([]);
  });
}

/** The first link of the page's main area whose address matches. */
async function linkTo(page: Page, href: RegExp): Promise<Locator> {
  const main = page.getByRole('main');
  await expect(main.locator('a[href]').first()).toBeVisible();
  const hrefs = await main
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((h) => href.test(h));
  expect(found, `a link to ${href.source}`).toBeTruthy();
  return main.locator(`a[href="${found}"]`).first();
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('every route, from its link, as each role that may see it', () => {
  test(
    'agent: search, a villa, optional extras, both checkouts, the completed page and the booking',
    { tag: ['@shell', '@search', '@villa', '@booking', '@content'] },
    async ({ page, logInAs, shell }) => {
      test.setTimeout(180_000);
      const w = watch(page);
      await logInAs('agent');
      await screenIsSound(page, w, 'home', shell.heading(/Welcome/));

      await shell.mainNav.getByRole('link', { name: 'Search Properties' }).click();
      await screenIsSound(page, w, '/villas', page.getByRole('article').first());

      await shell.mainNav.getByRole('link', { name: 'Optional Extras' }).click();
      await expect(page).toHaveURL(/\/optional-extras$/);
      await screenIsSound(page, w, '/optional-extras', page.getByText('BBQ gas refill'));

      // A search with dates, as the search form writes it, and its first villa.
      await page.goto(`/villas?criteria[arrival]=${isoIn(120)}&criteria[nights]=7`);
      await screenIsSound(page, w, '/villas with dates', page.getByRole('article').first());
      await page
        .getByRole('article')
        .first()
        .getByRole('link', { name: /View villa/ })
        .click();
      await expect(page).toHaveURL(/\/villa\/\d+/);
      const panel = page.getByRole('region', { name: /Your stay: 7 nights/ });
      await screenIsSound(page, w, '/villa/{id}', panel, /^Villa Portal \/ .+ \([A-Z]{2}\d{4}\)$/);

      await panel.getByRole('link', { name: 'Book now' }).click();
      await expect(page).toHaveURL(/\/checkout\/all\/optional-extras\?/);
      const summary = page.getByRole('region', { name: 'Your booking' });
      await screenIsSound(
        page,
        w,
        '/checkout/all/optional-extras',
        summary,
        /^Villa Portal \/ Book \S/,
      );
      await page.getByRole('link', { name: 'Continue to customer details' }).click();
      await expect(page).toHaveURL(/\/checkout\/all\/customer-details\?/);
      await screenIsSound(page, w, '/checkout/all/customer-details', summary);

      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/villa\/\d+/);
      await panel.getByRole('link', { name: 'Reserve (24-hour hold)' }).click();
      await expect(page).toHaveURL(/\/checkout\/reserve\/optional-extras\?/);
      await screenIsSound(
        page,
        w,
        '/checkout/reserve/optional-extras',
        summary,
        /^Villa Portal \/ Reserve \S/,
      );
      await page.getByRole('link', { name: 'Continue to customer details' }).click();
      await screenIsSound(page, w, '/checkout/reserve/customer-details', summary);

      // The booking terms, from the checkout's own link (it opens in a new tab).
      const termsLink = page.getByRole('link', { name: /booking terms and conditions/i }).first();
      const [terms] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()]);
      const wt = watch(terms);
      await terms.waitForLoadState();
      await screenIsSound(
        terms,
        wt,
        '/terms-conditions/vc-booking',
        terms.getByRole('heading', { level: 1 }),
      );
      await terms.close();

      const lead = page.getByRole('region', { name: 'Lead passenger' });
      await lead.getByLabel('Title').selectOption('Mr');
      await lead.getByLabel('Forename').fill('Route');
      await lead.getByLabel('Surname').fill('Walker');
      await lead.getByLabel('Address line 1').fill('1 High Street');
      await lead.getByLabel('Town').fill('Leeds');
      await lead.getByLabel(/^Postcode/).fill('LS1 1AA');
      await lead.getByLabel('Telephone').fill('0113 496 0000');
      await lead.getByLabel('Email').fill('route.walker@example.com');
      await lead.getByLabel('Yes').check();
      await lead.getByLabel(/Date of birth/).fill('14/02/1982');
      await page.getByLabel('I have read and accept').check();
      await page.getByRole('button', { name: 'Reserve for 24 hours' }).click();
      await expect(page).toHaveURL(/\/checkout-completed\/VB/);
      await screenIsSound(
        page,
        w,
        '/checkout-completed/{ref}',
        page.getByRole('heading', { level: 1, name: 'Reserve Thank You!' }),
        /^Villa Portal \/ Reserve Thank You! VB\w+$/,
      );

      await page.getByRole('link', { name: 'Go to the booking' }).click();
      await expect(page).toHaveURL(/\/admin\/agent\/bookings\/VB/);
      await screenIsSound(
        page,
        w,
        '/admin/agent/bookings/{ref}',
        page.getByRole('heading', { level: 1, name: /Booking VB/ }),
        /^Villa Portal \/ Booking VB\w+, \S/,
      );
    },
  );

  test(
    'agent: every admin tab, a booking from its row, the communities and About Florida',
    { tag: ['@shell', '@admin', '@booking', '@content'] },
    async ({ page, logInAs, shell }) => {
      test.setTimeout(180_000);
      const w = watch(page);
      await logInAs('agent');
      await expect(shell.heading(/Welcome/)).toBeVisible();

      await shell.mainNav.getByRole('link', { name: 'Agent Admin' }).click();
      await expect(page).toHaveURL(/\/admin\/agent\/dashboard$/);
      await screenIsSound(page, w, '/admin/agent/dashboard', shell.heading('Dashboard'));
      const tabs = page.getByRole('navigation', { name: 'Admin' });
      for (const [tab, content] of [
        ['Customer Bookings', page.getByRole('link', { name: /^Open booking VB/ }).first()],
        ['Sent Quotes', page.getByRole('table').first()],
        ['Your Account', page.getByRole('button', { name: /Change password/ })],
        ['Help & Support', shell.heading('Help & Support')],
        ['Guides', page.getByRole('table').first()],
      ] as const) {
        await tabs.getByRole('link', { name: tab }).click();
        await screenIsSound(page, w, `admin tab ${tab}`, content);
      }
      await tabs.getByRole('link', { name: 'Customer Bookings' }).click();
      await page
        .getByRole('link', { name: /^Open booking VB/ })
        .first()
        .click();
      await screenIsSound(
        page,
        w,
        'a booking from its row',
        page.getByRole('heading', { level: 1, name: /Booking VB/ }),
      );

      await shell.mainNav.getByRole('link', { name: 'Communities' }).click();
      await expect(page).toHaveURL(/\/communities\/[A-Z]$/);
      await screenIsSound(
        page,
        w,
        '/communities/{letter}',
        shell.heading(/Communities/),
        /^Villa Portal \/ Communities beginning with [A-Z]$/,
      );
      const letters = page.getByRole('navigation', { name: 'Communities by first letter' });
      await letters.getByRole('link', { name: /^W: \d+ communities$/ }).click();
      await screenIsSound(
        page,
        w,
        '/communities/W',
        page.getByRole('heading', { level: 3 }).first(),
      );
      await page.getByRole('link', { name: 'Windsor Hills Resort' }).click();
      await screenIsSound(
        page,
        w,
        '/community/{id}',
        shell.heading('Windsor Hills Resort'),
        /^Villa Portal \/ Windsor Hills Resort$/,
      );

      await shell.mainNav.getByRole('link', { name: 'About Florida' }).click();
      await expect(page).toHaveURL(/\/about-florida$/);
      await screenIsSound(page, w, '/about-florida', shell.heading(/Florida/));
      const sections: [RegExp, RegExp][] = [
        [/^Weather/, /\/about-florida\/weather$/],
        [/^Wildlife/, /\/about-florida\/wildlife$/],
        [/^Map/, /\/about-florida\/map/],
      ];
      for (const [name, url] of sections) {
        await shell.mainNav.getByRole('link', { name: 'About Florida' }).click();
        await page.getByRole('main').getByRole('link', { name }).first().click();
        await expect(page).toHaveURL(url);
        await screenIsSound(page, w, url.source, page.getByRole('heading', { level: 1 }));
      }
      await shell.mainNav.getByRole('link', { name: 'About Florida' }).click();
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Theme parks/i })
        .first()
        .click();
      await screenIsSound(
        page,
        w,
        '/about-florida/theme-parks',
        page.getByRole('heading', { level: 1 }),
      );
      await (await linkTo(page, /^\/about-florida\/theme-parks\/[^/]+$/)).click();
      await expect(page).toHaveURL(/\/about-florida\/theme-parks\/[^/]+$/);
      await screenIsSound(
        page,
        w,
        '/about-florida/theme-parks/{parkId}',
        page.getByRole('heading', { level: 1 }),
      );
      const park = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      await expect(page).toHaveTitle(`Villa Portal / ${park}`);
      await (await linkTo(page, /^\/about-florida\/theme-parks\/[^/]+\/[^/]+$/)).click();
      await expect(page).toHaveURL(/\/about-florida\/theme-parks\/[^/]+\/[^/]+$/);
      await screenIsSound(
        page,
        w,
        '/about-florida/theme-parks/{parkId}/{rideId}',
        page.getByRole('heading', { level: 1 }),
      );
      const ride = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      await expect(page).toHaveTitle(`Villa Portal / ${ride}, ${park}`);
    },
  );

  for (const [who, tab, url] of [
    ['organisation', 'Organisation Dashboard', /\/admin\/organisation\/dashboard$/],
    ['accounts', 'Accounts Dashboard', /\/admin\/accounts\/dashboard$/],
  ] as const) {
    test(
      `${who}: home and its own dashboard; an agent's page is refused`,
      { tag: ['@shell', '@admin'] },
      async ({ page, logInAs, shell }) => {
        const w = watch(page);
        await logInAs(who);
        await screenIsSound(page, w, 'home', page.getByRole('main'));
        await page.getByRole('link', { name: tab }).first().click();
        await expect(page).toHaveURL(url);
        await screenIsSound(page, w, tab, shell.heading(tab));
        await page.goto('/villas');
        await expect(page).toHaveURL(/\/\?rolestatus=invalid$/);
        await screenIsSound(
          page,
          w,
          'refused',
          page.getByText('You do not have access to visit the requested url'),
        );
      },
    );
  }

  test(
    "staff: the office sign-in, the dashboard from the office menu; an agent's page is refused",
    { tag: ['@shell', '@office'] },
    async ({ page, shell }) => {
      const w = watch(page);
      const signIn = new OfficeSignInPage(page);
      await signIn.goto();
      await screenIsSound(page, w, '/office/login', signIn.heading);
      await signIn.signInAs(staffUsers.staff);
      await expect(page).toHaveURL(/\/office$/);
      await page
        .getByRole('navigation', { name: 'Office' })
        .getByRole('link', { name: 'Dashboard' })
        .click();
      await screenIsSound(page, w, '/office', page.getByRole('region', { name: 'Signed in' }));
      await page.goto('/villas');
      await expect(page).toHaveURL(/\/\?rolestatus=invalid$/);
      await screenIsSound(
        page,
        w,
        'refused',
        page.getByText('You do not have access to visit the requested url'),
      );
      await expect(shell.mainNav).toHaveCount(0);
    },
  );

  test(
    'an agent with an unfinished signup: the completion form',
    { tag: ['@shell', '@admin'] },
    async ({ page, logInAs, shell }) => {
      const w = watch(page);
      await logInAs('newAgent');
      await expect(page).toHaveURL(/\/admin\/agent\/complete-signup$/);
      await screenIsSound(page, w, '/admin/agent/complete-signup', shell.heading(/signup/i));
    },
  );

  test(
    'no login: log-in page, impersonation, signup and reset links, the signup terms',
    { tag: ['@shell', '@admin', '@content'] },
    async ({ page }) => {
      const w = watch(page);
      await page.goto('/login');
      await screenIsSound(page, w, '/login', page.getByRole('button', { name: 'Log in' }));
      // Links from mails and from the provider's administrator, as they arrive: broken ones.
      w.allow = /\/api\/(agent\/signup|reset-password)\//;
      await page.goto('/admin/agent/signup/999999/not-a-token');
      await screenIsSound(
        page,
        w,
        '/admin/agent/signup/{id}/{token}',
        page.getByText(/unable to locate your agent invite information/),
      );
      await page.goto('/admin/agent/password-reset/999999/not-a-token/1');
      await screenIsSound(
        page,
        w,
        '/admin/agent/password-reset/...',
        page.getByText(/unable to locate your details/),
      );
      w.allow = null;
      await page.goto('/terms-conditions/vc-agent-signup');
      await screenIsSound(
        page,
        w,
        '/terms-conditions/vc-agent-signup',
        page.getByRole('heading', { level: 1 }),
      );
      await page.goto('/admin/impersonate');
      await screenIsSound(
        page,
        w,
        '/admin/impersonate without data',
        page.getByText('Impersonation failed').first(),
      );
    },
  );
});

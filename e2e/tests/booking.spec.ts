import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freeStay, reserveThroughApi, type Stay } from '../support/bookings';
import { localStep } from '../support/local';
import { listMail, waitForMail } from '../support/mailbox';
import { addDaysIso } from '../support/days';

/*
 * Booking and checkout across remotes: from the villa page (remote-villa) through optional
 * extras and customer details (remote-booking) to the completed page; then the booking page:
 * lead passenger with the postcode lookup, passengers up to the occupancy, an extra added and
 * removed, the hold upgraded, a deposit paid by card (declined, then paid), another hold
 * cancelled, and a change request that reaches the outbox.
 */

test.describe.configure({ mode: 'serial' });

const PROVIDER_DESK = 'agents@villa-portal.test';

const section = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

async function fillRow(row: Locator, forename: string, dob: string, driving: 'Yes' | 'No') {
  await row.getByLabel('Forename').fill(forename);
  await row.getByLabel('Surname').fill('Walker');
  await row.getByLabel(/Date of birth/).fill(dob);
  await row.getByLabel(driving).check();
}

const used = new Set<number>();
let stay: Stay;
let ref = '';

test.describe('booking and checkout', () => {
  test(
    'from the villa page: extras, customer details, reserve, the completed page',
    { tag: ['@villa', '@booking'] },
    async ({ agentPage: page, request, snap, shell }) => {
      stay = await freeStay(request, used);
      await page.goto(`/villa/${stay.propertyId}?arrival=${stay.arrival}&nights=${stay.nights}`);
      await page
        .getByRole('complementary', { name: 'Your stay' })
        .getByRole('link', { name: 'Reserve (24-hour hold)' })
        .click();

      await expect(page).toHaveURL(/\/checkout\/reserve\/optional-extras\?propertyId=/);
      await expect(page.getByRole('heading', { name: 'Reserve', level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Checkout steps' })).toContainText('Step 1 of 2');
      await page.getByRole('button', { name: 'Add Travel cot' }).click();
      await page.getByRole('button', { name: 'Add Removable pool fence' }).click();
      // At its maximum an extra leaves the list of those available.
      await expect(page.getByRole('button', { name: 'Add Removable pool fence' })).toHaveCount(0);
      const chosen = page.getByRole('region', { name: 'Extras chosen' });
      await expect(chosen).toContainText('Travel cot');
      await expect(chosen).toContainText('Removable pool fence');
      // "Not commissionable" is an agent's warning: hidden with agent view off, like commission.
      await expect(page.getByText('Not commissionable')).toHaveCount(0);
      await expect(page.getByText(/not commissionable/i)).toHaveCount(0);
      await shell.agentViewSwitch.click();
      await expect(chosen.getByText('Not commissionable').first()).toBeVisible();
      await snap('booking-checkout-extras-agent-view');
      await shell.agentViewSwitch.click();
      await expect(page.getByText(/not commissionable/i)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('Travel cot');
      await snap('booking-checkout-extras');

      await page.getByRole('link', { name: 'Continue to customer details' }).click();
      await expect(
        page.getByRole('list', { name: 'Checkout steps' }).getByText('Customer details'),
      ).toBeVisible();
      // Untouched, nothing is red yet; a press shows what needs fixing and waits for it.
      const reserve = page.getByRole('button', { name: 'Reserve for 24 hours' });
      await expect(reserve).toBeEnabled();
      const fix = page.getByText('Please fix the form errors above before submitting this form');
      await expect(fix).toHaveCount(0);
      await reserve.click();
      await expect(fix).toBeVisible();
      await expect(reserve).toBeDisabled();
      await expect(page.getByText('Please accept the booking terms and conditions')).toBeVisible();

      const lead = section(page, 'Lead passenger');
      // The country starts on the United Kingdom; the title is a list.
      await expect(lead.getByLabel(/^Country/)).toHaveValue('82');
      expect(
        await lead
          .getByLabel(/^Country/)
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
      ).toBe('United Kingdom');
      await lead.getByLabel('Title').selectOption('Mrs');
      await lead.getByLabel('Forename').fill('Alice');
      await lead.getByLabel('Surname').fill('Walker');
      await lead.getByLabel('Find the address by postcode').fill('B1 2JB');
      await lead.getByLabel('Find the address by postcode').press('Enter');
      const addresses = lead.getByLabel('Choose the address');
      await addresses.selectOption({ index: 1 });
      await expect(lead.getByLabel('Town')).toHaveValue('Birmingham');
      await lead.getByLabel('Telephone').fill('0121 496 0000');
      await lead.getByLabel('Email').fill('alice.walker@example.com');
      await lead.getByLabel('Yes').check();
      await lead.getByLabel(/Date of birth/).fill('14/02/1982');
      await expect(
        lead.getByText('The lead passenger must be 18 or over at the time of booking.'),
      ).toBeVisible();

      // A reload keeps what was typed in this tab (the form writes a draft as the agent types).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(sessionStorage).some(
              (key) =>
                key.startsWith('form-draft:') &&
                sessionStorage.getItem(key)?.includes('1982-02-14'),
            ),
          ),
        )
        .toBe(true);
      await page.reload();
      await expect(lead.getByLabel('Surname')).toHaveValue('Walker');
      await expect(lead.getByLabel('Town')).toHaveValue('Birmingham');
      await expect(lead.getByLabel('Email')).toHaveValue('alice.walker@example.com');
      await expect(lead.getByLabel(/Date of birth/)).toHaveValue('14/02/1982');

      const passengers = page.locator('section.passenger-list');
      await fillRow(
        passengers.getByRole('group', { name: /Passenger 2/ }),
        'Brian',
        '03/03/1980',
        'Yes',
      );
      await expect(passengers.getByRole('group', { name: /Passenger 3/ })).toBeVisible();
      await page.getByRole('textbox', { name: 'Your reference' }).fill('WALKER-E2E');
      await page
        .getByRole('textbox', { name: 'Your notes' })
        .fill('Ground floor bedroom please\nArriving late, about 23:00');
      await page.getByLabel('I have read and accept').check();
      await snap('booking-checkout-details');
      await page.getByRole('button', { name: 'Reserve for 24 hours' }).click();

      await expect(page).toHaveURL(/\/checkout-completed\/VB/);
      ref = page.url().split('/').pop() as string;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve Thank You!');
      await expect(
        page.getByText('This booking will be held on "Reserve" for 24 Hours'),
      ).toBeVisible();
      await expect(page.getByText('Mrs Alice Walker')).toBeVisible();
      await expect(page.getByText(ref, { exact: true })).toBeVisible();
      await expect(page.getByText('WALKER-E2E')).toBeVisible();
      // The notes keep their line breaks: two lines on the page, not one run-on line.
      const notes = page.getByText(/^Ground floor bedroom please/);
      await expect(notes).toHaveText('Ground floor bedroom please\nArriving late, about 23:00');
      const lineHeight = await notes.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await notes.boundingBox())!.height).toBeGreaterThan(lineHeight * 1.5);
      await expect(page.getByText('Your commission')).toHaveCount(0);
      await snap('booking-completed');
      await page.getByRole('link', { name: 'Go to the booking' }).click();
      await expect(page.getByRole('heading', { name: `Booking ${ref}` })).toContainText('Reserve');
      await expect(section(page, 'Reserve')).toContainText('left');
      const glance = section(page, 'At a glance');
      await expect(glance).toContainText('Reserve');
      await expect(glance).toContainText(/Upgrade or the hold lapses at .* UK time/);
      await expect(glance.getByRole('timer')).toHaveText(/^2[34] h \d\d min left$/);
    },
  );

  test(
    'the same nights cannot be booked again',
    { tag: ['@booking'] },
    async ({ agentPage: page }) => {
      await page.goto(
        `/checkout/all/optional-extras?propertyId=${stay.propertyId}&arrival=${stay.arrival}&nights=${stay.nights}`,
      );
      await expect(
        page.getByText('This property is no longer available to be booked'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue to customer details' })).toHaveCount(0);
    },
  );

  test(
    'edit the lead passenger with the postcode lookup; Cancel restores the saved copy',
    { tag: ['@booking'] },
    async ({ agentPage: page }) => {
      await page.goto(`/admin/agent/bookings/${ref}`);
      const lead = section(page, 'Lead Passenger');
      await lead.getByRole('button', { name: 'Edit Lead Passenger' }).click();
      await lead.getByLabel('Surname').fill('Changed');
      await lead.getByRole('button', { name: 'Cancel' }).click();
      await expect(lead).toContainText('Mrs Alice Walker');

      await lead.getByRole('button', { name: 'Edit Lead Passenger' }).click();
      await lead.getByLabel('Find the address by postcode').fill('M1 1AE');
      await lead.getByRole('button', { name: 'Lookup address - UK only' }).click();
      await lead.getByLabel('Choose the address').selectOption({ index: 1 });
      await expect(lead.getByLabel('Town')).toHaveValue('Manchester');
      await lead.getByRole('button', { name: 'Save' }).click();
      await expect(lead.getByText('Saved.')).toBeVisible();
      await expect(lead).toContainText('Manchester');
      await expect(lead).toContainText('M1 1AE');
    },
  );

  test(
    'add passengers up to the occupancy and see the notice',
    { tag: ['@booking'] },
    async ({ agentPage: page, snap }) => {
      await page.goto(`/admin/agent/bookings/${ref}`);
      const block = section(page, 'Additional Passengers');
      await expect(block).toContainText('Brian Walker');
      await block.getByRole('button', { name: 'Edit Additional Passengers' }).click();
      const list = page.locator('section.passenger-list');
      // Lead + Brian so far; fill adults until the villa is full.
      for (let n = 3; n <= stay.maxOccupancy; n += 1) {
        await fillRow(
          list.getByRole('group', { name: `Passenger ${n}` }),
          `Guest${'abcdefgh'[n - 3]}`,
          '05/05/1990',
          'No',
        );
      }
      await expect(
        list.getByText(
          `The maximum occupancy for this property (a combination of ${stay.maxOccupancy} adults or children) has been reached. You may continue to add infants, if required.`,
        ),
      ).toBeVisible();
      const infantRow = list.getByRole('group', { name: `Passenger ${stay.maxOccupancy + 1}` });
      const [yyyy, mm, dd] = addDaysIso(stay.arrival, -200).split('-');
      await fillRow(infantRow, 'Baby', `${dd}/${mm}/${yyyy}`, 'No');
      await expect(infantRow.getByText('Infant')).toBeVisible();
      await snap('booking-passengers-full');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(block.getByText('Saved.')).toBeVisible();
      await expect(block.getByRole('row')).toHaveCount(stay.maxOccupancy + 2);
      await expect(block.getByRole('cell', { name: 'Infant' })).toBeVisible();
    },
  );

  test('add and remove an extra', { tag: ['@booking'] }, async ({ agentPage: page }) => {
    await page.goto(`/admin/agent/bookings/${ref}`);
    const extras = section(page, 'Optional Extras');
    const breakdown = section(page, 'Customer Breakdown');
    await extras.getByRole('button', { name: 'Add High chair' }).click();
    await expect(breakdown).toContainText('High chair');
    await expect(extras.getByRole('button', { name: 'Remove High chair' })).toBeVisible();
    await extras.getByRole('button', { name: 'Remove High chair' }).click();
    await expect(breakdown).not.toContainText('High chair');
    await expect(extras.getByRole('button', { name: 'Add High chair' })).toBeVisible();
  });

  test(
    'upgrade the hold, then pay the deposit: a declined card, then a paid one',
    { tag: ['@booking'] },
    async ({ agentPage: page, snap }) => {
      await page.goto(`/admin/agent/bookings/${ref}`);
      await section(page, 'Reserve').getByRole('button', { name: 'Upgrade' }).click();
      await page
        .getByRole('alertdialog', { name: 'Upgrade to a full booking?' })
        .getByRole('button', { name: 'Upgrade' })
        .click();
      await expect(page.getByRole('heading', { name: `Booking ${ref}` })).toContainText(
        'Pending payment',
      );
      // The booking at a glance: what is owed, by when (UK time), and the time left.
      const glance = section(page, 'At a glance');
      await expect(glance).toContainText('Pending payment');
      await expect(glance).toContainText(/£[\d,.]+ by .* UK time, or the booking lapses/);
      await expect(glance.getByRole('timer')).toHaveText(/^2[34] h \d\d min left$/);
      await expect(section(page, 'Reminders sent')).toContainText(
        'No reminders have been sent for this booking yet.',
      );
      await snap('booking-glance-pending');
      const payments = section(page, 'Payments');
      await expect(payments.getByText('No payments have been received')).toBeVisible();

      const pay = async (card: string) => {
        await payments.getByRole('button', { name: 'Pay by card' }).click();
        const dialog = page.getByRole('dialog', { name: /Card payment/ });
        await expect(dialog).toBeVisible();
        const frame = page.frameLocator('iframe[title="Secure card payment page"]');
        await frame.getByLabel('Card number').fill(card);
        await frame.getByLabel('Expiry date (MM/YY)').fill('12/34');
        await frame.getByLabel('Security code').fill('123');
        await frame.getByLabel('Name on card').fill('A Walker');
        await frame.getByRole('button', { name: /^Pay £/ }).click();
      };

      await pay('4000 0000 0000 0002');
      const declined = page.getByRole('alertdialog', { name: 'Payment Declined' });
      await expect(declined).toContainText(
        'The payment has been declined - check the payments area for further information.',
      );
      await expect(page).toHaveURL(/payment-declined/);
      await declined.getByRole('button', { name: 'Close' }).click();
      // The payments area the dialog points to shows the decline.
      await expect(
        payments.getByText('No payments have been received yet: 1 card payment was declined.'),
      ).toBeVisible();
      const declines = payments.getByRole('table', { name: 'Declined card payments' });
      await expect(declines.getByRole('cell', { name: 'Card ending 0002' })).toBeVisible();
      await expect(
        declines.getByRole('cell', { name: 'Declined: Your card was declined.' }),
      ).toBeVisible();

      await pay('4242 4242 4242 4242');
      await expect(payments.getByText(/Payment of £[\d,.]+ received/)).toBeVisible();
      await expect(
        payments.getByRole('cell', { name: 'Card payment (Visa ending 4242)' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: `Booking ${ref}` })).toContainText('Booked');
      await expect(declines.getByRole('cell', { name: 'Card ending 0002' })).toBeVisible();
      await expect(glance.getByRole('timer')).toHaveCount(0);
      await expect(glance).toContainText(/Balance of £[\d,.]+ by \d\d \w{3} \d{4}|Nothing/);
      await snap('booking-paid');
    },
  );

  test(
    'the completed page follows the payment: no deposit asked for once it is paid',
    { tag: ['@booking'] },
    async ({ agentPage: page }) => {
      await page.goto(`/checkout-completed/${ref}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
      await expect(
        page.getByText(
          /^The deposit is paid\. The balance of £[\d,.]+ is due by |^This booking is paid in full\.$/,
        ),
      ).toBeVisible();
      await expect(page.getByText(/required within 24hrs/)).toHaveCount(0);
      await expect(page.getByText(/held on "Reserve"/)).toHaveCount(0);
    },
  );

  test(
    'the paid booking at a glance: its confirmation PDF downloads and goes to the customer',
    { tag: ['@booking'] },
    async ({ agentPage: page, snap }) => {
      await page.goto(`/admin/agent/bookings/${ref}`);
      const glance = section(page, 'At a glance');
      await expect(glance).toContainText('Booked');
      const download = page.waitForEvent('download');
      await glance.getByRole('button', { name: 'Confirmation PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`booking-confirmation-${ref}.pdf`);
      const bytes = await readFile(await file.path());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const seen = new Set(listMail().map((m) => m.file));
      await glance.getByRole('button', { name: 'Send confirmation to customer' }).click();
      const dialog = page.getByRole('dialog', { name: `Send the confirmation of booking ${ref}` });
      await dialog.getByLabel(/^Recipient email/).fill('walker.family@example.com');
      await dialog.getByLabel('Message to recipient').fill('Your villa is booked - enjoy!');
      await dialog.getByRole('button', { name: 'Send PDF' }).click();
      await expect(
        dialog.getByText(
          'The PDF has been placed in a queue to send to the recipient - it will be sent shortly',
        ),
      ).toBeVisible();
      await snap('booking-confirmation-sent');
      await dialog.getByRole('button', { name: 'Close' }).click();
      if (localStep('the confirmation mail read from the mail files')) {
        const mail = await waitForMail('walker.family@example.com', { seen });
        expect(mail.text).toContain(`booking-confirmation-${ref}.pdf`);
        expect(mail.text).toContain('Your villa is booked - enjoy!');
      }
      await expect(glance).toBeVisible();
      await snap('booking-glance-booked');
    },
  );

  test('cancel another hold', { tag: ['@booking'] }, async ({ agentPage: page, request }) => {
    const other = await reserveThroughApi(request, await freeStay(request, used));
    await page.goto(`/admin/agent/bookings/${other}`);
    await section(page, 'Reserve').getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this reserve?' })
      .getByRole('button', { name: 'Cancel the reserve' })
      .click();
    await expect(page.getByRole('heading', { name: `Booking ${other}` })).toContainText(
      'Cancelled',
    );
    await expect(page.getByText(/This booking was cancelled on/)).toBeVisible();
    await expect(page.getByText('Extras can no longer be changed on this booking.')).toBeVisible();
    // Nothing to pay on a cancelled booking, here and on its completed page.
    const balance = section(page, 'Agent Commission and Balance');
    await expect(balance.getByText('Outstanding balance')).toBeVisible();
    await expect(balance.locator('.money-list__total dd')).toHaveText('£0.00');

    await page.goto(`/checkout-completed/${other}`);
    await expect(page.getByText(/^This booking was cancelled on/)).toBeVisible();
    await expect(
      page.getByText('Nothing is left to pay and no commission is due on this booking.'),
    ).toBeVisible();
    await expect(page.getByText(/held on "Reserve"/)).toHaveCount(0);
    await expect(page.getByText(/Held until/)).toHaveCount(0);
  });

  test(
    'send a change request: too short, the delete warning, sent, and the mail',
    { tag: ['@booking'] },
    async ({ agentPage: page }) => {
      await page.goto(`/admin/agent/bookings/${ref}`);
      const seen = new Set(listMail().map((m) => m.file));
      await page.getByRole('button', { name: 'Make enquiry' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make enquiry' });
      await dialog.getByLabel('Message').fill('Too short');
      await dialog.getByLabel('Message').blur();
      await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const warning = page.getByRole('alertdialog', { name: 'Make enquiry' });
      await expect(warning).toContainText(
        'Are you sure you want to close this window and delete it?',
      );
      await warning.getByRole('button', { name: 'Keep writing' }).click();
      // Focus is back inside the dialog, so Esc asks again and "Keep writing" answers it.
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(warning.getByRole('button', { name: 'Keep writing' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await dialog.getByLabel('Message').fill('Please add a late check-out to this booking.');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
      if (!localStep('the change request mail read from the mail files')) return;
      const mail = await waitForMail(PROVIDER_DESK, { seen });
      expect(mail.text).toContain(`Change request for booking ${ref}`);
      expect(mail.text).toContain('Please add a late check-out to this booking.');
    },
  );
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { ReactNode } from 'react';
import { Form, withMatch, FormSubmit, validateWith } from '@villa/shared/forms';
import {
  addressEntries,
  additionalDetailsEntries,
  contactEntries,
  messages,
  passwordFormSchema,
  personNameEntries,
} from '@villa/shared/contract';
import { configureApi } from '@villa/shared/api';
import { FreshQueryClient } from '@villa/shared/query';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { AddressFields } from './AddressFields';
import { AdditionalDetailsFields } from './AdditionalDetailsFields';
import { ContactFields } from './ContactFields';
import { PasswordFields } from './PasswordFields';
import { PersonNameFields } from './PersonNameFields';

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.answer({ body: { country: [] } });
});

const COUNTRIES = {
  body: {
    country: [
      { value: 15, text: 'Canada' },
      { value: 82, text: 'United Kingdom' },
    ],
  },
};

function renderForm(
  children: ReactNode,
  validate: (values: Record<string, unknown>) => Record<string, unknown>,
  onSubmit = jest.fn(),
  initialValues: Record<string, unknown> = {},
) {
  let values: Record<string, unknown> = {};
  render(
    <Form
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, values: current }) => {
        values = current;
        return (
          <form onSubmit={handleSubmit} noValidate>
            {children}
            <FormSubmit label="Save" />
          </form>
        );
      }}
    />,
    { wrapper: FreshQueryClient },
  );
  return { onSubmit, values: () => values };
}

describe('form submit', () => {
  it('a fresh form is neither red nor greyed; submitting shows what needs fixing, then waits for it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      <PersonNameFields withCompany={false} />,
      validateWith(v.object(personNameEntries)),
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    expect(screen.queryByText(messages.fixForm)).not.toBeInTheDocument();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();

    await user.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(save).toHaveAccessibleDescription(/^Please fix the form errors above before submitting/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fix the form errors above before submitting this form',
    );
    expect(save).toBeDisabled();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Forename is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Title/)).toHaveFocus());

    await user.selectOptions(screen.getByLabelText(/Title/), 'Mrs');
    await user.type(screen.getByLabelText(/Forename/), 'Sarah');
    await user.type(screen.getByLabelText(/Surname/), 'Mitchell');
    expect(screen.queryByText(messages.fixForm)).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      title: 'Mrs',
      forename: 'Sarah',
      surname: 'Mitchell',
    });
  });
});

describe('person name block', () => {
  it('labels every field and names the field in its message', async () => {
    const user = userEvent.setup();
    renderForm(<PersonNameFields />, validateWith(v.object(personNameEntries)));
    expect(screen.getByRole('group', { name: 'Name' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Company name/), 'Acme');
    await user.tab();
    expect(screen.getByLabelText(/Company name/)).toHaveAccessibleDescription(
      'Optional Company name must be between 5 and 50 characters',
    );
  });
});

describe('contact block', () => {
  it('explains an optional mobile, and requires it otherwise', async () => {
    const user = userEvent.setup();
    renderForm(
      <ContactFields mobileRequired={false} />,
      validateWith(v.object(contactEntries({ mobileRequired: false }))),
    );
    expect(
      screen.getByText('Leave blank if you only have the one phone number'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Telephone is required')).toBeInTheDocument();
    expect(screen.queryByText('Mobile is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('requires the mobile by default', async () => {
    const user = userEvent.setup();
    renderForm(<ContactFields />, validateWith(v.object(contactEntries())));
    expect(
      screen.queryByText('Leave blank if you only have the one phone number'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
  });
});

describe('additional details block', () => {
  it('asks whether they will be driving, Yes or No, and for a date of birth when asked', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      <AdditionalDetailsFields withDob />,
      validateWith(v.object(additionalDetailsEntries({ dobRequired: true }))),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Will they be driving? is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();

    const question = screen.getByRole('group', { name: /Will they be driving\?/ });
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/Date of birth/), '21/Mar/1984');
    await user.tab();
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('21/03/1984');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ isDriving: '0', dob: '1984-03-21' });
  });

  it('says a date it cannot read is not a valid date', async () => {
    const user = userEvent.setup();
    renderForm(
      <AdditionalDetailsFields withDob />,
      validateWith(v.object(additionalDetailsEntries({ dobRequired: true }))),
    );
    await user.type(screen.getByLabelText(/Date of birth/), '31/02/1984');
    await user.tab();
    expect(screen.getByText('Date of birth must be a valid date')).toBeInTheDocument();
  });
});

describe('password block', () => {
  const validate = withMatch(
    validateWith(passwordFormSchema),
    'newPasswordConfirm',
    'newPassword',
    messages.passwordsMatch,
  );

  it('applies the strength rule and says when the confirmation does not match', async () => {
    const user = userEvent.setup();
    renderForm(<PasswordFields mode="change" />, validate);
    await user.type(screen.getByLabelText(/^New password/), 'password');
    await user.tab();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'The password must be at least 8 characters long, and contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)',
      ),
    );
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Password#1');
    await user.tab();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('takes the message at its word: _ . , ? count as the special character', async () => {
    const user = userEvent.setup();
    renderForm(<PasswordFields mode="change" />, validate);
    const field = screen.getByLabelText(/^New password/);
    for (const password of ['Better_2027', 'Better.2027', 'Better,2027', 'Better?2027']) {
      await user.clear(field);
      await user.type(field, password);
      await user.tab();
      expect(field).not.toHaveAccessibleDescription(expect.stringContaining('special character'));
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('shows the passwords when asked', async () => {
    const user = userEvent.setup();
    renderForm(<PasswordFields mode="new" />, validateWith(v.object({})));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'text');
  });
});

describe('address block with postcode lookup', () => {
  const validate = validateWith(v.object({ address: v.object(addressEntries) }));
  const FOUND = {
    body: {
      FullAddress: {
        Premises: ['1 Wellington Road', '3 Wellington Road'],
        Address2: 'Harborne',
        Town: 'Birmingham',
        County: 'West Midlands',
        Postcode: 'B17 9AA',
      },
    },
  };

  it('lists countries, and a chosen address fills the fields and sets the country to 82', async () => {
    const user = userEvent.setup();
    api.answer(COUNTRIES, FOUND);
    const { values } = renderForm(<AddressFields prefix="address" />, validate);
    expect(await screen.findByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Find the address by postcode'), 'b17 9aa');
    await user.click(screen.getByRole('button', { name: 'Lookup address - UK only' }));
    const choose = await screen.findByLabelText('Choose the address');
    expect(api.requests[1].url).toBe('/api/postcode-lookup?q=b17+9aa');
    await user.selectOptions(choose, '3 Wellington Road');

    expect(screen.getByLabelText(/Address line 1/)).toHaveValue('3 Wellington Road');
    expect(screen.getByLabelText(/Address line 2/)).toHaveValue('Harborne');
    expect(screen.getByLabelText(/Town/)).toHaveValue('Birmingham');
    expect(screen.getByLabelText(/County/)).toHaveValue('West Midlands');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('B17 9AA');
    expect(screen.getByLabelText(/Country/)).toHaveDisplayValue('United Kingdom');
    expect(values().address).toMatchObject({ addCountryId: 82 });
  });

  it('Enter looks up without submitting the form; an empty box does nothing', async () => {
    const user = userEvent.setup();
    api.answer(COUNTRIES, FOUND);
    const { onSubmit } = renderForm(<AddressFields prefix="address" />, validate);
    await screen.findByRole('option', { name: 'United Kingdom' });
    const box = screen.getByLabelText('Find the address by postcode');

    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Lookup address - UK only' }));
    expect(api.requests.filter((r) => r.url.startsWith('/api/postcode-lookup'))).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'B17 9AA{Enter}');
    expect(await screen.findByLabelText('Choose the address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's error string as the postcode field's invalid feedback", async () => {
    const user = userEvent.setup();
    api.answer(COUNTRIES, {
      body: { error: 'Please enter a full UK postcode, for example SW1A 1AA' },
    });
    renderForm(<AddressFields prefix="address" />, validate);
    await screen.findByRole('option', { name: 'United Kingdom' });
    const box = screen.getByLabelText('Find the address by postcode');
    await user.type(box, '12345{Enter}');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a full UK postcode, for example SW1A 1AA'),
    );
  });

  it('requires the address fields with their friendly names', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(<AddressFields prefix="address" withLookup={false} />, validate);
    expect(screen.queryByText('Lookup address - UK only')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Address line 1 is required')).toBeInTheDocument();
    expect(screen.getByText('Town is required')).toBeInTheDocument();
    expect(screen.getByText('Postcode is required')).toBeInTheDocument();
    // The country starts on the United Kingdom; emptied, it is required again.
    expect(values().address).toMatchObject({ addCountryId: 82 });
    expect(screen.queryByText('Country is required')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Country/), '');
    expect(screen.getByText('Country is required')).toBeInTheDocument();
  });
});

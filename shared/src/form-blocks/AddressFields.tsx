// The area's entries alone, not the whole table: the host offers these blocks to the remotes.
import { DEFAULT_COUNTRY_ID, fieldLabels, referenceEndpoints } from '@villa/shared/contract';
import { endpointQuery, queryOptions, useQuery } from '@villa/shared/query';
import { formTexts } from '@villa/shared/texts';
import { useEffect } from 'react';
import { fieldName, SelectField, TextField, useForm } from '@villa/shared/forms';
import { PostcodeLookup } from './PostcodeLookup';

/** The countries an address may name (the same for every user). */
export const countryValuesQuery = () =>
  queryOptions({ ...endpointQuery(referenceEndpoints.countries), staleTime: Infinity });

export interface AddressFieldsProps {
  prefix?: string;
  /** Offer the UK postcode lookup above the fields (default true). */
  withLookup?: boolean;
  legend?: string;
}

/**
 * Address block: address lines, town, county, country (from GET /country-values) and
 * postcode, with the UK postcode lookup on top. The country starts on the United Kingdom,
 * where nearly every agent's customers live (issue 16), unless the form already has one.
 */
export function AddressFields({
  prefix,
  withLookup = true,
  legend = formTexts.address,
}: AddressFieldsProps) {
  const name = (field: string) => fieldName(prefix, field);
  const countries = useQuery(countryValuesQuery());
  const form = useForm();
  const countryName = name('addCountryId');
  useEffect(() => {
    // A change, not a default value: the form validates again, so no stale "required".
    const country: unknown = form.getFieldState(countryName)?.value;
    if (country === undefined || country === null || country === '') {
      form.change(countryName, DEFAULT_COUNTRY_ID);
    }
  }, [form, countryName]);
  return (
    <fieldset className="form-block">
      <legend>{legend}</legend>
      {withLookup ? <PostcodeLookup prefix={prefix} /> : null}
      <TextField
        name={name('address1')}
        label={fieldLabels.address1}
        autoComplete="address-line1"
        required
      />
      <TextField
        name={name('address2')}
        label={fieldLabels.address2}
        autoComplete="address-line2"
        hint={formTexts.optional}
      />
      <div className="form-grid">
        <TextField
          name={name('addTown')}
          label={fieldLabels.addTown}
          autoComplete="address-level2"
          required
        />
        <TextField
          name={name('addCounty')}
          label={fieldLabels.addCounty}
          autoComplete="address-level1"
          hint={formTexts.optional}
        />
      </div>
      <div className="form-grid">
        <SelectField
          name={countryName}
          label={fieldLabels.addCountryId}
          options={countries.data?.country ?? []}
          placeholder={formTexts.selectCountry}
          autoComplete="off"
          numeric
          required
        />
        <TextField
          name={name('addPostcode')}
          label={fieldLabels.addPostcode}
          autoComplete="postal-code"
          required
        />
      </div>
    </fieldset>
  );
}

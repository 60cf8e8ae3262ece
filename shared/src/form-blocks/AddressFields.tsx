import { fieldLabels, type CountryValuesResponse } from '@villa/shared/contract';
import { request } from '@villa/shared/api';
import { queryOptions, useQuery } from '@villa/shared/query';
import { formTexts } from '@villa/shared/texts';
import { fieldName, SelectField, TextField } from '@villa/shared/forms';
import { PostcodeLookup } from './PostcodeLookup';

/** GET /country-values: the countries an address may name (the same for every user). */
export function countryValuesQuery() {
  return queryOptions({
    queryKey: ['country-values'] as const,
    queryFn: ({ signal }) => request<CountryValuesResponse>('/country-values', { signal }),
    staleTime: Infinity,
  });
}

export interface AddressFieldsProps {
  prefix?: string;
  /** Offer the UK postcode lookup above the fields (default true). */
  withLookup?: boolean;
  legend?: string;
}

/**
 * Address block: address lines, town, county, country (from GET /country-values) and
 * postcode, with the UK postcode lookup on top.
 */
export function AddressFields({
  prefix,
  withLookup = true,
  legend = formTexts.address,
}: AddressFieldsProps) {
  const name = (field: string) => fieldName(prefix, field);
  const countries = useQuery(countryValuesQuery());
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
          name={name('addCountryId')}
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

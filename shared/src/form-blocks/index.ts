// The shared form blocks (docs/forms-and-errors.md) built from @villa/shared/forms: they are a module of their own so the
// log-in page, which needs only the form basics, does not download them.
export * from './DateField';
export * from './PersonNameFields';
export * from './AddressFields';
export * from './PostcodeLookup';
export * from './ContactFields';
export * from './AdditionalDetailsFields';
export * from './PasswordFields';
export * from './SendPdfDialog';
export * from './PassengerListRules';
export * from './PassengerList';
export * from './TitleField';

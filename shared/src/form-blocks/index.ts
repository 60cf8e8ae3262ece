// The shared form blocks (docs/forms-and-errors.md) built from @villa/shared/forms: they are a module of their own so the
// log-in page, which needs only the form basics, does not download them.
import { formBlockStyles } from '@villa/shared/forms';

// The blocks' classes are in the forms' stylesheet, which comes with the whole forms module. A
// build that takes only the parts of forms the blocks use (the host's copy of these blocks)
// would leave it out, and a page that opens a block before any form (the villa page's send
// dialog) would show it unstyled: named here, it comes with the blocks too.
void formBlockStyles;

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

// react-final-form is re-exported so every app uses the one copy inside this shared module.
export { Form, Field, FormSpy, useForm, useFormState, useField } from 'react-final-form';
export { FORM_ERROR } from 'final-form';
export * from './validateWith';
export * from './TextField';
export * from './formBlockStyles';
export * from './fieldErrors';
export * from './fields';
export * from './FormSubmit';
export * from './submitErrors';
export * from './FormDraft';

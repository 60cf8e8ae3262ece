export * from './texts';
export * from './adminTexts';
export * from './bankTransferTexts';

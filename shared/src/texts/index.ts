export * from './texts';
export * from './adminTexts';

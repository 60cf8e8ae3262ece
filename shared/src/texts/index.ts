export * from './texts';

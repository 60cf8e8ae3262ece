export * from './client';
export * from './errorDialog';
export * from './useApiQuery';

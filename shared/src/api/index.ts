export * from './client';
export * from './errorDialog';
export * from './useApiQuery';
export * from './downloadFile';
export * from './endpointClient';

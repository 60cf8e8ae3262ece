export * from './client';
export * from './errorDialog';
export * from './downloadFile';
export * from './endpointClient';
export { endOpeningCalls, sendOpeningCalls } from './openingCalls';
export { setTraceHeaders } from './traceHeaders';
export * from './uploadWithProgress';

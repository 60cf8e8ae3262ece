export * from './storageKeys';
export * from './sessionTime';
export * from './config';
export { readStoredCaller, readStoredToken, type Caller } from './storedSession';
export * from './sessionStore';
export * from './hooks';
export * from './errorDialogStore';

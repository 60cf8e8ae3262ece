export * from './storageKeys';
export * from './sessionTime';
export * from './config';
export * from './sessionStore';
export * from './hooks';
export * from './errorDialogStore';

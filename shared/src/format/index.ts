export * from './money';
export * from './dates';
export * from './dateInput';
export * from './duration';
export * from './ukTime';
export * from './geo';

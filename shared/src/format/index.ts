export * from './money';
export * from './dates';
export * from './duration';
export * from './ukTime';
export * from './geo';

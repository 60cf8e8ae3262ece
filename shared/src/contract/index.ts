export * from './roles';
export * from './constants';
export * from './session';
export * from './validation';
export * from './content';
export * from './agentOffice';
export * from './property';
export * from './booking';

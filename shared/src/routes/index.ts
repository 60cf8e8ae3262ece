export * from './links';
export * from './paths';
export * from './manifest';
export * from './manifestSchema';
export * from './routeData';

export * from './routeTable';
export * from './paths';
export * from './remoteRoutes';

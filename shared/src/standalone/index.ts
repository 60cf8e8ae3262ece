export * from './mountStandalone';

// Test support for every package's jest suites; never imported by application code, and kept
// out of the Module Federation share list (build/webpack-config.cjs).
export * from './loopbackApi';
export * from './fakeApi';
export * from './provider';

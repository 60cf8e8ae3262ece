export * from './ComingSoon';

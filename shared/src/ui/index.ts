export * from './ComingSoon';
export * from './Spinner';
export * from './Alert';
export * from './Modal';
export * from './StyleScope';
export * from './ErrorDialog';
export * from './globalStyles';
export * from './NotFoundPage';

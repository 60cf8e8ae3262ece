import '@testing-library/jest-dom';
import './jestNodeFetch';

afterEach(() => {
  // Tests of the Node scripts run without a DOM (`@jest-environment node`).
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

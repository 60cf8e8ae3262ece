import '@testing-library/jest-dom';
import './jestNodeFetch';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

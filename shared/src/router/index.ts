// The portal's one door to react-router. Module Federation shares this module (not
// react-router itself) as a singleton, so the page holds one router context that host and
// remotes both read, and webpack keeps only the parts of react-router listed here (about a
// fifth of the package) instead of everything a shared package must otherwise carry.
// Need another export? Add it here; importing react-router directly is a lint error.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';

import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from '@villa/shared/router';

type Location = ReturnType<typeof useLocation>;

/** What a test reads of the router it rendered: where it is now, and a way to move. */
export interface RenderedRouter {
  readonly state: { readonly location: Location };
  navigate(to: string): void;
}

/** Renders routes in a memory router at `path`, the way the portal renders its own. */
export function renderRoutes(routes: RouteObject[], path: string): RenderedRouter {
  const seen: { location?: Location; navigate?: (to: string) => void } = {};
  function Probe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  function RoutesUnderTest() {
    return useRoutes(routes);
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <RoutesUnderTest />
    </MemoryRouter>,
  );
  return {
    get state() {
      return { location: seen.location! };
    },
    navigate: (to) => seen.navigate!(to),
  };
}

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The class every selector of a remote's CSS is put under at build time
 * (build/scopeRemoteStyles.cjs, ADR 0013): `remote-admin` for the admin remote.
 */
export function styleScopeClass(remote: string): string {
  return `remote-${remote}`;
}

const StyleScopeContext = createContext<string | undefined>(undefined);

/**
 * The root of a remote's page: its CSS applies inside and nowhere else. `display: contents`,
 * so the page lays out exactly as without it. Dialogs the page opens (rendered at the end of
 * the body) take the same class through the context.
 */
export function StyleScope({ remote, children }: { remote: string; children: ReactNode }) {
  const scope = styleScopeClass(remote);
  return (
    <StyleScopeContext.Provider value={scope}>
      <div className={scope} style={{ display: 'contents' }}>
        {children}
      </div>
    </StyleScopeContext.Provider>
  );
}

/** The scope class of the page around, if any (for content rendered outside it, in a portal). */
export function useStyleScope(): string | undefined {
  return useContext(StyleScopeContext);
}

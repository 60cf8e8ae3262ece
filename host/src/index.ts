// The host is a plain webpack build: no federation runtime has to start before React.
// startPortal first: it starts the opening screen's data calls before React and the shell are
// evaluated (modules run in import order).
import './startPortal';
import './bootstrap';

// The host is a plain webpack build: no federation runtime has to start before React.
import './bootstrap';

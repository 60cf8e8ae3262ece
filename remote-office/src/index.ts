// Async boundary: shared singletons are negotiated before anything imports React.
import('./bootstrap');

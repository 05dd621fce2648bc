// Standalone entry (development only): the shell never loads it, it loads ./app from remoteEntry.
import('./standalone/bootstrap');

export { PageShell } from './page-shell';

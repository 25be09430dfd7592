export { notifyOnce } from './notify-once';
export { errorMessage } from './error-message';

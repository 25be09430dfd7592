export { HoverTooltip } from './hover-tooltip';

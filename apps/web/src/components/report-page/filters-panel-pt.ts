import type { PanelPassThroughOptions } from 'primereact/panel';

/**
 * PrimeReact's Panel marks its content aria-hidden as soon as it starts collapsing but keeps it mounted, inputs and
 * all, for the 450 ms of the animation: focusable controls inside an aria-hidden region (axe: aria-hidden-focus).
 * `inert` takes them out of focus and of the accessibility tree for exactly that time.
 */
export const filtersPanelPt = (collapsed: boolean): PanelPassThroughOptions => ({
  toggleableContent: { inert: collapsed },
});

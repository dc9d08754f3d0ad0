import type { Breakpoint } from './use-breakpoint.ts';
import type { LayoutChoice } from './use-layout-choice.ts';

/** How the menu is drawn (docs/product.md §2.2: overlay, static, slim, horizontal). */
export type LayoutMode = 'static' | 'horizontal' | 'slim' | 'overlay';

/**
 * The user's choice applies on a desktop. A tablet has no room for a 16 rem menu or 11 horizontal items, so
 * it gets the slim icon rail; a phone gets the overlay menu behind a button (docs/decisions/021).
 */
export const layoutMode = (choice: LayoutChoice, breakpoint: Breakpoint): LayoutMode => {
  if (breakpoint === 'mobile') return 'overlay';
  if (breakpoint === 'tablet') return 'slim';
  return choice === 'vertical' ? 'static' : choice;
};

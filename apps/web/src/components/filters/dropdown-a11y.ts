import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * PrimeReact 10.9's Dropdown leaves axe violations (serious/critical): an unnamed hidden <select>, an unnamed
 * trigger without a placeholder, and `aria-activedescendant="dropdownItem_-1"` on its role-less root while
 * focused. The focusable input inside keeps the real combobox semantics; these pass-through props fix the rest.
 */
export const dropdownA11y = (label: string): DropdownPassThroughOptions => ({
  select: { 'aria-label': label },
  trigger: { 'aria-label': label },
  root: { 'aria-activedescendant': undefined },
});

import type { Page } from 'playwright-core';

/** docs/decisions/101: every control a thumb may tap is at least this wide and tall on a phone. */
export const MIN_TARGET = 44;

export type SmallTarget = { what: string; width: number; height: number };

/**
 * The controls on screen smaller than 44 × 44 px: buttons, links, form fields, switches, dropdowns, the options of
 * an open list and the summaries that open a details box. A control is on screen when it has a box inside the window (the skip link
 * waits off-screen until focused) and is not one of PrimeReact's visually hidden inputs, whose visible wrapper is
 * the target and is measured itself. `within`: only the controls inside the elements it selects (a grid).
 */
export const smallTargets = (page: Page, within?: string): Promise<SmallTarget[]> =>
  page.evaluate(
    ({ min, within }) => {
      const selector = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="switch"]',
        '[role="checkbox"]',
        '[role="combobox"]',
        '[role="option"]',
        '.p-dropdown',
        '.p-multiselect',
        '.p-inputswitch',
      ].join(',');
      const found: { what: string; width: number; height: number }[] = [];
      const roots = within ? Array.from(document.querySelectorAll(within)) : [document];
      for (const element of roots.flatMap((root) =>
        Array.from(root.querySelectorAll<HTMLElement>(selector)),
      )) {
        if (element.closest('.p-hidden-accessible, [aria-hidden="true"]')) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (
          box.right <= 0 ||
          box.left >= window.innerWidth ||
          box.bottom <= 0 ||
          box.top >= window.innerHeight
        )
          continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
          continue;
        // A control inside a bigger one (the input of a switch, a dropdown's trigger) is measured by its wrapper.
        const wrapper = element.parentElement?.closest(
          '.p-inputswitch, .p-checkbox, .p-dropdown, .p-multiselect',
        );
        if (wrapper && element.matches('input')) continue;
        if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('title') ??
          (element.textContent ?? '').trim().slice(0, 40);
        found.push({
          what: `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0] ?? ''} "${name}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return found;
    },
    { min: Number(process.env.E2E_MIN_TARGET ?? MIN_TARGET), within },
  );

import { afterEach, describe, expect, it } from 'vitest';
import { OPENING_FILES_ID, preloadOpeningFiles, type OpeningFiles } from './opening-files.ts';

const files: OpeningFiles = {
  shell: ['/assets/app-shell-a.js', '/assets/shell-b.js'],
  screens: ['/assets/screens-c.js', '/assets/screens-d.css'],
  screenPaths: ['/wallet', '/orders', '/orders/*'],
};

const written = (opening: OpeningFiles | string) => {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = OPENING_FILES_ID;
  data.textContent = typeof opening === 'string' ? opening : JSON.stringify(opening);
  document.head.appendChild(data);
};

const asked = () =>
  [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href')}`,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the files an opening asks for before the entry', () => {
  it('a report screen: the shell’s and the screens’ files, the stylesheet as a preload', () => {
    written(files);
    preloadOpeningFiles('/wallet');
    expect(asked()).toEqual([
      'modulepreload /assets/app-shell-a.js',
      'modulepreload /assets/shell-b.js',
      'modulepreload /assets/screens-c.js',
      'preload:style /assets/screens-d.css',
    ]);
  });

  it('a page under a nested screen is that screen; the dashboard needs the shell only', () => {
    written(files);
    preloadOpeningFiles('/orders/4f1c');
    expect(asked()).toContain('modulepreload /assets/screens-c.js');
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    preloadOpeningFiles('/');
    expect(asked()).toEqual(['modulepreload /assets/app-shell-a.js', 'modulepreload /assets/shell-b.js']);
  });

  it('asks no file twice, and nothing when the page names none', () => {
    written(files);
    preloadOpeningFiles('/wallet');
    preloadOpeningFiles('/wallet');
    expect(asked()).toHaveLength(4);
    document.head.innerHTML = '';
    written('not json');
    preloadOpeningFiles('/wallet');
    expect(asked()).toEqual([]);
  });
});

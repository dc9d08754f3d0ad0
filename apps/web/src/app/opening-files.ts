/**
 * The files a signed-in address needs before its screen can draw, as the build names them (early-script.ts writes
 * them into index.html): `shell`, every signed-in page's frame; `screens`, what the report screens share, with the
 * report screens' addresses (`/orders/*`: the pages under a nested one), so this script needs no route table.
 */
export type OpeningFiles = { shell: string[]; screens: string[]; screenPaths: string[] };

const opensAScreen = (pathname: string, screenPaths: string[]): boolean =>
  screenPaths.some((path) =>
    path.endsWith('/*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path,
  );

export const OPENING_FILES_ID = 'opening-files';

const linkFor = (href: string): HTMLLinkElement => {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  link.href = href;
  return link;
};

/**
 * With a stored token, asks for the files the opened address needs as soon as the page is parsed, beside the
 * entry, instead of once the entry has arrived and run (a phone's first visit: a second on its network). The
 * dashboard needs the shell only; without a token (the sign-in page) nothing is asked.
 */
export const preloadOpeningFiles = (pathname: string): void => {
  let files: OpeningFiles;
  try {
    files = JSON.parse(document.getElementById(OPENING_FILES_ID)?.textContent ?? '') as OpeningFiles;
  } catch {
    return;
  }
  const wanted = [...files.shell, ...(opensAScreen(pathname, files.screenPaths) ? files.screens : [])];
  const asked = new Set(
    [...document.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')),
  );
  for (const href of wanted.filter((file) => !asked.has(file))) document.head.appendChild(linkFor(href));
};

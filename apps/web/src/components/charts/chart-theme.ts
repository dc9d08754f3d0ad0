/**
 * Colours of the charts, read from the PrimeReact theme's CSS variables (lara-light-blue defines --blue-500 …),
 * with the theme's own values as fallback where no stylesheet is loaded (tests).
 */
const fallback = {
  blue: '#3b82f6',
  green: '#22c55e',
  yellow: '#eab308',
  orange: '#f97316',
  purple: '#a855f7',
  red: '#ef4444',
  gray: '#9ca3af',
  teal: '#14b8a6',
  indigo: '#6366f1',
  track: '#e5e7eb',
  text: '#475569',
  grid: '#e2e8f0',
} as const;

export type ChartColor = keyof typeof fallback;

const variables: Record<ChartColor, string> = {
  blue: '--blue-500',
  green: '--green-500',
  yellow: '--yellow-500',
  orange: '--orange-500',
  purple: '--purple-500',
  red: '--red-500',
  gray: '--gray-400',
  teal: '--teal-500',
  indigo: '--indigo-500',
  track: '--surface-200',
  text: '--text-color-secondary',
  grid: '--surface-border',
};

export const chartColor = (name: ChartColor): string => {
  if (typeof document === 'undefined') return fallback[name];
  const value = getComputedStyle(document.documentElement).getPropertyValue(variables[name]).trim();
  return value || fallback[name];
};

import type { Chart, ChartConfiguration, ChartType } from 'chart.js';
import { useEffect, useRef } from 'react';
import './chart-canvas.css';

type Props<T extends ChartType> = {
  /** Memoise it: a new object redraws the chart. */
  config: ChartConfiguration<T>;
  /** What the chart shows, for screen readers (the canvas is an image to them). */
  label: string;
  className?: string;
};

/**
 * A chart.js canvas filling its sized container (responsive, no aspect ratio), crisp on any screen density.
 * chart.js is imported on first draw, so it lives in this route's chunk only. PrimeReact's Chart rebuilds the
 * chart on every render; this one only when `config` changes.
 */
export const ChartCanvas = <T extends ChartType>({ config, label, className }: Props<T>) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: Chart<T> | null = null;
    let cancelled = false;
    void import('chart.js/auto').then(({ default: ChartJs }) => {
      if (cancelled || !canvasRef.current) return;
      chart = new ChartJs(canvasRef.current, config) as Chart<T>;
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);
  return (
    <div className={className ? `chart-box ${className}` : 'chart-box'}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
};

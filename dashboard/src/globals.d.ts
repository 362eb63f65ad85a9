// uPlot is loaded as a classic script (assets/uPlot.iife.min.js) before the page's modules.
declare const uPlot: typeof import('uplot').default;

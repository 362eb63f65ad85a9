// uPlot is loaded as a classic script (assets/uPlot.iife.min.js) before the page's modules.
declare const uPlot: typeof import('uplot').default;

// The request `boot.js` sent before the page's script loaded, until a view takes its answer.
// biome-ignore lint/suspicious/noVar: a global declared for the page's scripts.
declare var loopguardEarly: { path: string; response: Promise<Response> } | undefined;

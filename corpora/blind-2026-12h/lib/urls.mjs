// URL spellings a browser treats as the same page.
export function trivialUrl(url, v) {
  const k = v % 5;
  if (k === 0) return url;
  if (k === 1) return url.endsWith("/") ? url.slice(0, -1) : `${url}/`;
  if (k === 2) return `${url}${url.includes("?") ? "&" : "?"}tab=overview`;
  if (k === 3) return `${url}#main`;
  return url.replace("https://", "http://");
}

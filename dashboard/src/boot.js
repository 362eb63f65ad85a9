// The page's first script, inline in index.html (built by `npm run bundle:dashboard`): it asks the API for
// what the view in the address shows before the stylesheets, uPlot and the page's script have loaded.
import { apiPath, sendEarly } from './api.js';
import { filtersOf, routeOf, viewRequest } from './route.js';

const { name, params } = routeOf(location.hash);
const request = viewRequest(name, filtersOf(params, name), params.get('task') ?? undefined);
if (request) sendEarly(apiPath(...request));

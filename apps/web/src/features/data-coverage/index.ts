// The coverage feature: the `/coverage` page and the no-data banner shown on every page.
export { NoDataBanner } from './components/no-data-banner';
export { coverageRoutes } from './routes';

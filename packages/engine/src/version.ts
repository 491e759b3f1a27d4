/** Version stamped on every analysis, so a stored result says which engine produced it. */
export const ENGINE_VERSION = '0.1.0';

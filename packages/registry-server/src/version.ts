/** The server's version, as /health and the OpenAPI document report it. */
export const VERSION = '0.1.0';

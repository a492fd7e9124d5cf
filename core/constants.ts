/** Business constants from the spec, shared by the web app and the server. */
export const MIN_PASSWORD_LENGTH = 6;

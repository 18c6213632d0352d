/**
 * Verified when no account matches, so an unknown name costs the same Argon2id time as a wrong
 * password. Same parameters as password.ts; nothing hashes to it on purpose.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$PKesN/tMsYH5Q2SgKFOAaQ$yCIJt+tclItGX0WcIEj8imwf9fhP3YQwSuOGUMwAl74';

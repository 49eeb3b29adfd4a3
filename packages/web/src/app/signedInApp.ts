/** The signed-in app's chunk: the login page fetches it while the user types, so entering is quick. */
export const loadSignedInApp = () => import('./SignedInApp');

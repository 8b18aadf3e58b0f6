/** The IndexedDB database of the club pass (tiny on purpose: the app store imports it to sweep on logout). */
export const PASS_DB = 'yunling-club-pass';

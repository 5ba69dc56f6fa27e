/** The id of the empty element the navbar wrapper puts after the navbar, which the first paint waits for. */
export const NAVBAR_END_ID = 'navbar-end';

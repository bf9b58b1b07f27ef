/** What a component page's demo button says, on every page (the islands and the HTML drawn before them). */
export const OPEN_DEMO = 'Open demo';

/** A small inline picture, so the stories need no network and look the same everywhere. */
export const samplePicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7aa2ff"/><stop offset="1" stop-color="#1f2a44"/></linearGradient></defs><rect width="320" height="320" fill="url(#g)"/><circle cx="160" cy="130" r="58" fill="#fde68a"/><path d="M40 320c20-70 70-104 120-104s100 34 120 104z" fill="#fde68a"/></svg>',
)}`;

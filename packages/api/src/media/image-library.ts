import sharp from 'sharp';

// Every picture is decoded once per upload or per new size, and what is made is kept in the
// media store: libvips's cache of recent operations (up to 50 MB by default) would only hold
// memory that a small machine needs elsewhere.
sharp.cache(false);

/** sharp, set up for the server. Import it from here, so the setting above always applies. */
export { sharp };

import '@testing-library/jest-dom';

// jsdom does not scroll; the list restores and resets scroll positions.
window.scrollTo = () => undefined;

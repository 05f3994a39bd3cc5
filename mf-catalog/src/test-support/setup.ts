import '@testing-library/jest-dom';
import { forgetKeptResources } from '@mall/shared';

// jsdom does not scroll; the list restores and resets scroll positions.
window.scrollTo = () => undefined;

// Several workspaces' suites share two cores: typing-heavy tests need more than the default 5 s.
jest.setTimeout(20_000);

// Categories and tags are kept for the page session; every test starts from nothing.
beforeEach(forgetKeptResources);

// Async boundary: shared modules (React, the store…) are negotiated before the app's code runs.
import('./bootstrap');

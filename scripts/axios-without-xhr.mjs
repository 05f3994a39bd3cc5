// The XMLHttpRequest adapter, left out of the browser build (scripts/lean-libraries.cjs): `false` is "not available".
export default false;

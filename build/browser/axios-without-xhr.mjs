// The XMLHttpRequest adapter, left out of the browser build (build/lean-libraries.cjs): `false` is "not available".
export default false;

// Stands in for the federation runtime's error descriptions in the browser build (build/lean-libraries.cjs): every
// error still names its code (`#RUNTIME-008`), its arguments, the troubleshooting address and the original
// message; only the English sentence per code is left out, a kilobyte in main.js and in each remoteEntry.js.
const noDescriptions = new Proxy({}, { get: () => 'Module Federation error' });

export const runtimeDescMap = noDescriptions;
export const typeDescMap = noDescriptions;
export const buildDescMap = noDescriptions;
export const errorDescMap = noDescriptions;

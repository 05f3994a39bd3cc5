// Stands in for the bundler runtime's loading of remote modules imported by name (`import('catalog/HomePage')`) in
// the browser build (build/lean-libraries.cjs): no app imports a remote that way. The shell loads remote pages through
// the runtime's loadRemote (shell/src/federation/remote-pages.ts), and the remotes build with `disableRemote`.
export function remotes() {
  throw new Error('Remote modules imported by name are left out of the mall’s browser build: use loadRemote');
}

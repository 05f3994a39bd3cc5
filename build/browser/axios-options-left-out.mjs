// Parts of axios's fetch adapter that only run for options the mall never sets (upload and download progress,
// stream bodies, FormData bodies, maxContentLength / maxBodyLength, data: URLs), left out of the browser build
// (build/lean-libraries.cjs). Asking for one of those options fails loudly instead of quietly doing nothing.
function unavailable() {
  throw new Error('This axios option is left out of the mall’s browser build (build/lean-libraries.cjs)');
}

export default unavailable;
export const trackStream = unavailable;
export const progressEventReducer = unavailable;
export const progressEventDecorator = unavailable;
export const asyncDecorator = unavailable;

// The application forms' document uploads from script (multipart in, JSON out): POST {base}/{lang}/apply-api/upload.
export { applyApiUploadAction as action, actionOnlyLoader as loader } from '../pages.server';

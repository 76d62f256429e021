/** Where the end-to-end tests find the app: `npm start`, a plain static host, and a sub-path build. */
export const BASE_PATH = '/talentflow';

export const HOSTS = {
  app: 'http://127.0.0.1:3100',
  staticHost: 'http://127.0.0.1:3101',
  basePath: `http://127.0.0.1:3102${BASE_PATH}`,
};

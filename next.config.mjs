const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // msw's cookie emulation would ship the public-suffix list; mocks/registrableDomain.ts says why it is not needed.
  turbopack: { resolveAlias: { tldts: './mocks/registrableDomain.ts' } },
  // `npm test` runs tsc over every source before it builds the exports its browser tests use:
  // those builds need not check the same types again (about 18 s of the 15 minutes CI has).
  typescript: { ignoreBuildErrors: process.env.TALENTFLOW_TYPES_CHECKED === '1' },
  // With output 'export', distDir names the export folder (default out/); test hosts build beside it.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
};

export default nextConfig;

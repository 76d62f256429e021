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
  // With output 'export', distDir names the export folder (default out/); test hosts build beside it.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
};

export default nextConfig;

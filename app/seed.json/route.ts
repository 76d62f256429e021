import { generateSeedPack } from '@/lib/seed/seedData';

export const dynamic = 'force-static';

/** The export writes the sample data once, at build time, so faker never reaches the browser. */
export function GET() {
  return Response.json(generateSeedPack());
}

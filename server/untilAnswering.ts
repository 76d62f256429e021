/** Waits until a team server at `origin` answers its health check (it may still be starting or restarting). */
export async function untilAnswering(origin: string, { attempts = 1200, everyMs = 100 } = {}): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const up = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`The team server at ${origin} did not answer`);
}
